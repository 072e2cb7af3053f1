// The icons of a business's app: made from its logo (the product's mark when it has none) at the sizes
// launchers ask for. Their addresses carry a version taken from the logo's address, which changes with
// every upload, so a new logo is fetched again while an unchanged one stays cached.

export const APP_ICON_FILES = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: false },
} as const;

export type AppIconFile = keyof typeof APP_ICON_FILES;

export function isAppIconFile(name: string): name is AppIconFile {
  return Object.hasOwn(APP_ICON_FILES, name);
}

/** A short, stable version of the logo (FNV-1a of its address); `p` for the product's own icon. */
export function appIconVersion(logoUrl: string | null): string {
  if (!logoUrl) return 'p';
  let hash = 0x811c9dc5;
  for (let i = 0; i < logoUrl.length; i += 1) {
    hash ^= logoUrl.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The address of one of the business's app icons (served on every host, inside or outside the app's scope). */
export function appIconPath(slug: string, file: AppIconFile, logoUrl: string | null): string {
  return `/${slug}/icons/${file}?v=${appIconVersion(logoUrl)}`;
}

const SHORT_NAME_MAX = 15;
/** Words that say what kind of place it is rather than which one: left out of a short name first. */
const GENERIC_WORDS = new Set([
  'grožio',
  'studija',
  'salonas',
  'kirpykla',
  'centras',
  'kabinetas',
  'namai',
  'nagų',
  'masažo',
  'kosmetologijos',
  'ir',
]);

/**
 * The name under the home-screen icon, which shows about 12–15 letters: the whole name when short enough,
 * otherwise its distinctive words (leaving out "Grožio studija" and the like), else its first words.
 */
export function appShortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const words = trimmed.split(' ');
  const distinctive = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const fit = (list: string[]) => {
    let result = '';
    for (const word of list) {
      const next = result ? `${result} ${word}` : word;
      if (next.length > SHORT_NAME_MAX) break;
      result = next;
    }
    return result;
  };
  return fit(distinctive) || fit(words) || trimmed.slice(0, SHORT_NAME_MAX);
}
