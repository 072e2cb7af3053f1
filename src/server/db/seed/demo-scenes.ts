// Believable pictures for the demo salons' galleries: flat vector scenes of salon rooms, tools, nail polish,
// massage rooms and the like, composed from simple shapes in each business's colours and rendered to WebP
// by the seed. The caption picks the scene; the seeded random generator varies the details, so every
// picture differs while a reseed draws the same one. No blur filters: they are slow in librsvg.

export interface SceneColours {
  primary: string;
  light: string;
  accent: string;
}

export interface SceneOptions {
  caption: string;
  colours: SceneColours;
  rng: () => number;
  width: number;
  height: number;
}

type Scene =
  | 'salon'
  | 'barber'
  | 'nails'
  | 'polish'
  | 'tools'
  | 'lounge'
  | 'shelf'
  | 'massage'
  | 'stones'
  | 'oils'
  | 'window'
  | 'vanity';

/** Which scene a caption describes: the first rule whose word stem appears in it, a salon room otherwise. */
const SCENE_RULES: readonly [RegExp, Scene][] = [
  [/barber|kirpykl/i, 'barber'],
  [/lako|palet/i, 'polish'],
  [/manikiūr|pedikiūr|nag/i, 'nails'],
  [/įranki/i, 'tools'],
  [/laukiam|priimam|kav/i, 'lounge'],
  [/lentyn|kosmetik/i, 'shelf'],
  [/akmen/i, 'stones'],
  [/aliej|aromat/i, 'oils'],
  [/masaž|procedūr/i, 'massage'],
  [/pro lang|vaizdas/i, 'window'],
  [/makiaž|antak|staliuk/i, 'vanity'],
];

export function sceneOf(caption: string): Scene {
  return SCENE_RULES.find(([pattern]) => pattern.test(caption))?.[1] ?? 'salon';
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` moved `t` of the way towards `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const channel = (i: 0 | 1 | 2) => Math.round(ca[i] + (cb[i] - ca[i]) * t);
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const r = Math.round;

class Canvas {
  readonly defs: string[] = [];
  readonly shapes: string[] = [];
  private ids = 0;
  readonly w: number;
  readonly h: number;
  readonly rng: () => number;
  constructor(w: number, h: number, rng: () => number) {
    this.w = w;
    this.h = h;
    this.rng = rng;
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.rng();
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rng() * items.length) % items.length] as T;
  }

  /** A vertical (or, with `horizontal`, left-to-right) gradient; returns `url(#id)`. */
  gradient(stops: readonly string[], horizontal = false): string {
    const id = `g${this.ids++}`;
    const direction = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
    const stopTags = stops
      .map(
        (colour, i) =>
          `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
      )
      .join('');
    this.defs.push(`<linearGradient id="${id}" ${direction}>${stopTags}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A soft round glow (light from a lamp or a window). */
  glow(cx: number, cy: number, radius: number, colour: string, opacity: number): void {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    this.shapes.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="url(#${id})"/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.shapes.push(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  rounded(x: number, y: number, w: number, h: number, radius: number, fill: string, extra = ''): void {
    this.rect(x, y, w, h, fill, `rx="${r(radius)}" ${extra}`);
  }

  circle(cx: number, cy: number, radius: number, fill: string, extra = ''): void {
    this.shapes.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.shapes.push(
      `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): void {
    this.shapes.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  svg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${this.shapes.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------- pieces

function room(c: Canvas, colours: SceneColours, floorAt: number): void {
  c.rect(0, 0, c.w, floorAt, c.gradient([mix(colours.light, '#ffffff', 0.35), colours.light]));
  // Wainscoting and a skirting line give the wall depth.
  c.rect(0, floorAt - c.h * 0.16, c.w, c.h * 0.16, mix(colours.light, colours.primary, 0.12));
  c.rect(0, floorAt - c.h * 0.16, c.w, 4, mix(colours.light, '#ffffff', 0.6));
  c.rect(0, floorAt, c.w, c.h - floorAt, c.gradient(['#d8c4b0', '#b99d83']));
  for (let x = -c.w; x < c.w * 2; x += c.w / 9) {
    c.path(
      `M${r(c.w / 2 + (x - c.w / 2) * 0.35)} ${r(floorAt)} L${r(x)} ${c.h}`,
      'none',
      'stroke="#a88c73" stroke-opacity="0.35" stroke-width="2"',
    );
  }
}

function windowPane(c: Canvas, x: number, y: number, w: number, h: number): void {
  c.rounded(x - 10, y - 10, w + 20, h + 20, 6, '#ffffff');
  c.rect(x, y, w, h, c.gradient(['#cfe6f5', '#f4f9fc']));
  // Roofs of the old town outside.
  const base = y + h * 0.72;
  c.path(
    `M${x} ${base} L${x + w * 0.18} ${base - h * 0.12} L${x + w * 0.34} ${base} L${x + w * 0.34} ${y + h} L${x} ${y + h} Z`,
    '#e9a384',
  );
  c.path(
    `M${x + w * 0.3} ${base + h * 0.04} L${x + w * 0.55} ${base - h * 0.16} L${x + w * 0.8} ${base + h * 0.04} L${x + w * 0.8} ${y + h} L${x + w * 0.3} ${y + h} Z`,
    '#d98c6a',
  );
  c.rect(x + w * 0.78, base - h * 0.05, w * 0.22, h * 0.33 + h * 0.05, '#eac1a6');
  c.rect(x + w / 2 - 4, y, 8, h, '#ffffff');
  c.rect(x, y + h / 2 - 4, w, 8, '#ffffff');
  // Light falling into the room.
  c.path(
    `M${x} ${y + h} L${x + w} ${y + h} L${x + w * 1.7} ${c.h} L${x - w * 0.3} ${c.h} Z`,
    '#ffffff',
    'fill-opacity="0.16"',
  );
}

function plant(c: Canvas, x: number, floorY: number, scale: number, potColour: string): void {
  const potW = 70 * scale;
  const potH = 80 * scale;
  const leaves = ['#4f7d4a', '#5f9457', '#3f6b3b', '#6ea566'];
  for (let i = 0; i < 9; i++) {
    const angle = -80 + i * 20 + c.between(-8, 8);
    const length = c.between(90, 150) * scale;
    c.ellipse(
      x,
      floorY - potH - length / 2,
      16 * scale,
      length / 2,
      c.pick(leaves),
      `transform="rotate(${r(angle)} ${r(x)} ${r(floorY - potH)})"`,
    );
  }
  c.path(
    `M${x - potW / 2} ${floorY - potH} L${x + potW / 2} ${floorY - potH} L${x + potW * 0.38} ${floorY} L${x - potW * 0.38} ${floorY} Z`,
    potColour,
  );
}

function pendantLamp(c: Canvas, x: number, drop: number, colour: string): void {
  c.rect(x - 1.5, 0, 3, drop, '#6b625b');
  c.path(`M${x - 55} ${drop + 45} Q${x} ${drop - 30} ${x + 55} ${drop + 45} Z`, colour);
  c.glow(x, drop + 60, 130, '#fff3c4', 0.55);
}

function mirror(c: Canvas, x: number, y: number, w: number, h: number, frame: string): void {
  c.rounded(x - 12, y - 12, w + 24, h + 24, w / 2 + 12, frame);
  c.rounded(x, y, w, h, w / 2, c.gradient(['#eef4f7', '#c9d6dd', '#e7eef2']));
  c.path(
    `M${x + w * 0.2} ${y + h * 0.25} L${x + w * 0.45} ${y + h * 0.12}`,
    'none',
    'stroke="#ffffff" stroke-width="10" stroke-opacity="0.7" stroke-linecap="round"',
  );
}

function stylingChair(c: Canvas, x: number, floorY: number, colour: string): void {
  const dark = mix(colour, '#000000', 0.35);
  c.ellipse(x, floorY - 6, 70, 14, '#5b5550');
  c.rect(x - 7, floorY - 110, 14, 104, '#8a837d');
  c.rounded(x - 75, floorY - 150, 150, 46, 20, dark);
  c.rounded(x - 68, floorY - 290, 136, 150, 30, colour);
  c.rounded(x - 90, floorY - 180, 22, 70, 10, dark);
  c.rounded(x + 68, floorY - 180, 22, 70, 10, dark);
  c.rounded(x - 40, floorY - 320, 80, 34, 14, colour);
}

function counter(c: Canvas, x: number, y: number, w: number, colours: SceneColours): void {
  c.rounded(x, y, w, 22, 6, '#ffffff');
  c.rect(x, y + 22, w, 10, mix(colours.primary, '#000000', 0.2), 'fill-opacity="0.25"');
  for (let i = 0; i < 4; i++) {
    const bx = x + 20 + i * (w / 5) + c.between(0, 15);
    const bh = c.between(40, 75);
    c.rounded(bx, y - bh, 24, bh, 6, c.pick([colours.primary, colours.accent, '#ffffff', '#2f2a28']));
    c.rect(bx + 7, y - bh - 14, 10, 14, '#3b3431');
  }
}

function bottle(
  c: Canvas,
  x: number,
  baseY: number,
  w: number,
  h: number,
  colour: string,
  cap = '#2b2523',
): void {
  c.rounded(x, baseY - h, w, h, w * 0.25, colour);
  c.rounded(
    x + w * 0.12,
    baseY - h + h * 0.12,
    w * 0.18,
    h * 0.6,
    w * 0.09,
    '#ffffff',
    'fill-opacity="0.35"',
  );
  c.rounded(x + w * 0.3, baseY - h - h * 0.42, w * 0.4, h * 0.44, 4, cap);
}

function table(c: Canvas, y: number, colours: SceneColours): void {
  c.rect(0, y, c.w, c.h - y, c.gradient([mix('#f4ede6', colours.light, 0.4), '#e3d6c8']));
  c.rect(0, y, c.w, 6, '#ffffff', 'fill-opacity="0.7"');
}

function candle(c: Canvas, x: number, baseY: number, h: number): void {
  c.rounded(x - 22, baseY - h, 44, h, 6, '#f7f1e6');
  c.ellipse(x, baseY - h, 22, 6, '#ece3d3');
  c.rect(x - 1.5, baseY - h - 14, 3, 14, '#3a3230');
  c.path(
    `M${x} ${baseY - h - 44} Q${x + 11} ${baseY - h - 24} ${x} ${baseY - h - 14} Q${x - 11} ${baseY - h - 24} ${x} ${baseY - h - 44} Z`,
    '#ffb347',
  );
  c.glow(x, baseY - h - 26, 90, '#ffd27a', 0.5);
}

// ---------------------------------------------------------------- scenes

function salonScene(c: Canvas, colours: SceneColours, barber: boolean): void {
  const floorY = c.h * 0.74;
  room(c, barber ? { ...colours, light: mix(colours.light, '#6b6f78', 0.25) } : colours, floorY);
  const windowLeft = c.rng() > 0.5;
  windowPane(c, windowLeft ? c.w * 0.05 : c.w * 0.75, c.h * 0.12, c.w * 0.2, c.h * 0.38);
  const chairs = barber ? 2 : c.pick([2, 3]);
  const start = windowLeft ? c.w * 0.38 : c.w * 0.14;
  const span = c.w * 0.55;
  const frame = barber ? '#2d2a28' : c.pick(['#c9a66b', '#d8b98a', '#ffffff']);
  for (let i = 0; i < chairs; i++) {
    const x = start + (span / chairs) * (i + 0.5);
    mirror(c, x - 75, c.h * 0.1, 150, c.h * 0.36, frame);
    counter(c, x - 110, c.h * 0.5, 220, colours);
    stylingChair(c, x, floorY + c.h * 0.12, barber ? '#3a3330' : colours.primary);
  }
  pendantLamp(c, start + span * 0.15, c.h * 0.05, barber ? '#2d2a28' : colours.accent);
  plant(
    c,
    windowLeft ? c.w * 0.93 : c.w * 0.05,
    floorY + c.h * 0.08,
    1,
    mix(colours.primary, '#ffffff', 0.3),
  );
}

function nailsScene(c: Canvas, colours: SceneColours): void {
  room(c, colours, c.h * 0.55);
  windowPane(c, c.w * 0.62, c.h * 0.08, c.w * 0.26, c.h * 0.34);
  const top = c.h * 0.58;
  table(c, top, colours);
  // A hand rest with a towel, the lamp over it, and the polish the client chose.
  c.rounded(c.w * 0.2, top + 60, c.w * 0.34, 90, 40, '#ffffff');
  c.rounded(c.w * 0.24, top + 80, c.w * 0.26, 50, 25, mix(colours.accent, '#ffffff', 0.4));
  c.rect(c.w * 0.62, top - 210, 12, 230, '#d9d4cf');
  c.path(
    `M${c.w * 0.62 - 130} ${top - 180} L${c.w * 0.62 + 10} ${top - 230} L${c.w * 0.62 + 30} ${top - 170} Z`,
    '#f0ece8',
  );
  c.glow(c.w * 0.5, top + 60, 240, '#fff6d6', 0.5);
  const palette = [colours.primary, colours.accent, '#c0392b', '#f3c6d3', '#8e44ad', '#f5e1c8'];
  for (let i = 0; i < 5; i++) {
    bottle(c, c.w * 0.66 + i * 62, top + 150, 42, 70, palette[i % palette.length] as string);
  }
  plant(c, c.w * 0.08, top + 40, 0.8, '#ffffff');
}

function polishScene(c: Canvas, colours: SceneColours): void {
  c.rect(0, 0, c.w, c.h, c.gradient([mix(colours.light, '#ffffff', 0.3), colours.light]));
  const palette = [
    colours.primary,
    colours.accent,
    '#c0392b',
    '#e8a0b4',
    '#7d3c98',
    '#f3d9c4',
    '#2e4053',
    '#d35400',
    '#a93226',
    '#f5b7b1',
  ];
  for (let row = 0; row < 2; row++) {
    const shelfY = c.h * (0.45 + row * 0.4);
    c.rounded(c.w * 0.06, shelfY, c.w * 0.88, 18, 4, '#ffffff');
    c.rect(c.w * 0.06, shelfY + 18, c.w * 0.88, 8, '#000000', 'fill-opacity="0.08"');
    for (let i = 0; i < 9; i++) {
      bottle(
        c,
        c.w * 0.09 + i * c.w * 0.097,
        shelfY,
        60,
        c.between(85, 110),
        palette[(i + row * 3) % palette.length] as string,
      );
    }
  }
  // Swatches on a card leaning against the wall.
  c.rounded(c.w * 0.72, c.h * 0.06, c.w * 0.22, c.h * 0.26, 12, '#ffffff', 'transform="rotate(4 0 0)"');
  for (let i = 0; i < 6; i++) {
    c.circle(c.w * 0.76 + (i % 3) * 62, c.h * 0.13 + Math.floor(i / 3) * 70, 24, palette[i] as string);
  }
}

function toolsScene(c: Canvas, colours: SceneColours): void {
  c.rect(
    0,
    0,
    c.w,
    c.h,
    c.gradient([mix(colours.primary, '#ffffff', 0.75), mix(colours.primary, '#ffffff', 0.55)]),
  );
  c.rounded(c.w * 0.08, c.h * 0.12, c.w * 0.84, c.h * 0.76, 28, '#2e2a28', 'fill-opacity="0.9"');
  const steel = c.gradient(['#f2f4f6', '#aab1b8', '#e3e7ea'], true);
  // Scissors.
  const sx = c.w * 0.3;
  const sy = c.h * 0.5;
  c.path(`M${sx} ${sy} L${sx + 260} ${sy - 60} L${sx + 262} ${sy - 48} Z`, steel);
  c.path(`M${sx} ${sy} L${sx + 260} ${sy + 40} L${sx + 256} ${sy + 52} Z`, steel);
  c.circle(sx - 40, sy - 38, 34, 'none', `stroke="${colours.accent}" stroke-width="14"`);
  c.circle(sx - 40, sy + 38, 34, 'none', `stroke="${colours.accent}" stroke-width="14"`);
  c.circle(sx + 4, sy, 8, '#6d747b');
  // A comb.
  c.rounded(c.w * 0.55, c.h * 0.24, 300, 34, 8, '#111111');
  for (let i = 0; i < 26; i++) c.rect(c.w * 0.55 + 8 + i * 11, c.h * 0.24 + 30, 5, 44, '#111111');
  // A round brush.
  c.rounded(c.w * 0.56, c.h * 0.62, 220, 26, 13, colours.accent);
  c.rounded(c.w * 0.56 + 210, c.h * 0.62 - 22, 120, 70, 35, '#3d3734');
  for (let i = 0; i < 9; i++) c.rect(c.w * 0.56 + 218 + i * 12, c.h * 0.62 - 32, 3, 90, '#d8cfc8');
  // A spray bottle.
  bottle(c, c.w * 0.16, c.h * 0.82, 70, 150, mix(colours.primary, '#ffffff', 0.2), '#1f1b19');
}

function loungeScene(c: Canvas, colours: SceneColours): void {
  const floorY = c.h * 0.72;
  room(c, colours, floorY);
  windowPane(c, c.w * 0.08, c.h * 0.1, c.w * 0.22, c.h * 0.36);
  // A sofa with cushions.
  const sofa = mix(colours.primary, '#ffffff', 0.15);
  c.rounded(c.w * 0.38, floorY - 190, c.w * 0.46, 120, 40, sofa);
  c.rounded(c.w * 0.36, floorY - 110, c.w * 0.5, 90, 30, mix(sofa, '#000000', 0.12));
  c.rounded(c.w * 0.42, floorY - 170, 110, 80, 24, colours.accent);
  c.rounded(c.w * 0.68, floorY - 165, 110, 75, 24, '#ffffff');
  // A coffee table with two cups.
  c.ellipse(c.w * 0.5, floorY + 80, 180, 36, '#fdfaf6');
  c.rect(c.w * 0.5 - 6, floorY + 80, 12, 60, '#7b6a5d');
  for (const dx of [-60, 40]) {
    c.rounded(c.w * 0.5 + dx, floorY + 30, 46, 40, 10, '#ffffff', 'stroke="#d9cfc6" stroke-width="3"');
    c.ellipse(c.w * 0.5 + dx + 23, floorY + 32, 20, 6, '#6f4a33');
  }
  c.glow(c.w * 0.5, floorY + 25, 120, '#ffffff', 0.3);
  plant(c, c.w * 0.9, floorY + 40, 1.1, '#ffffff');
  // Framed pictures over the sofa.
  c.rounded(c.w * 0.46, c.h * 0.12, 150, 110, 4, '#ffffff');
  c.rect(c.w * 0.46 + 12, c.h * 0.12 + 12, 126, 86, c.gradient([colours.accent, colours.primary]));
  c.rounded(c.w * 0.64, c.h * 0.16, 110, 90, 4, '#ffffff');
  c.rect(c.w * 0.64 + 12, c.h * 0.16 + 12, 86, 66, c.gradient([colours.light, colours.accent]));
  pendantLamp(c, c.w * 0.62, c.h * 0.02, colours.accent);
}

function shelfScene(c: Canvas, colours: SceneColours): void {
  c.rect(0, 0, c.w, c.h, c.gradient([mix(colours.light, '#ffffff', 0.4), colours.light]));
  const tones = [colours.primary, colours.accent, '#ffffff', mix(colours.primary, '#ffffff', 0.5), '#e9dfd5'];
  for (let row = 0; row < 3; row++) {
    const y = c.h * (0.32 + row * 0.28);
    c.rect(c.w * 0.08, y, c.w * 0.84, 14, '#ffffff');
    c.rect(c.w * 0.08, y + 14, c.w * 0.84, 6, '#000000', 'fill-opacity="0.06"');
    let x = c.w * 0.1;
    while (x < c.w * 0.86) {
      const w = c.between(36, 70);
      const h = c.between(70, 150);
      if (c.rng() > 0.4) bottle(c, x, y, w, h, c.pick(tones), c.pick(['#2b2523', '#c9a66b', '#ffffff']));
      else {
        c.rounded(x, y - h * 0.45, w * 1.3, h * 0.45, 10, c.pick(tones));
        c.rounded(x, y - h * 0.45 - 16, w * 1.3, 18, 6, c.pick(['#c9a66b', '#2b2523']));
        x += w * 0.35;
      }
      x += w + c.between(14, 30);
    }
  }
  plant(c, c.w * 0.9, c.h * 0.32, 0.55, '#ffffff');
}

function massageScene(c: Canvas, colours: SceneColours): void {
  const floorY = c.h * 0.7;
  room(c, { ...colours, light: mix(colours.light, '#f1e4d3', 0.4) }, floorY);
  c.glow(c.w * 0.5, c.h * 0.35, 420, '#ffe8c2', 0.35);
  // The table with a folded towel and a headrest.
  const top = floorY - 40;
  c.rounded(c.w * 0.22, top, c.w * 0.56, 46, 20, mix(colours.primary, '#ffffff', 0.35));
  c.rounded(c.w * 0.22, top - 14, c.w * 0.56, 22, 11, '#ffffff');
  c.rounded(c.w * 0.78 - 10, top - 6, 90, 40, 20, mix(colours.primary, '#ffffff', 0.2));
  for (const x of [0.27, 0.72]) c.rect(c.w * x, top + 44, 16, floorY + 110 - top - 44, '#8d7664');
  // Rolled towels and candles.
  for (let i = 0; i < 3; i++)
    c.circle(
      c.w * 0.36 + i * 58,
      top - 42,
      28,
      i === 1 ? colours.accent : '#ffffff',
      'stroke="#e6ddd2" stroke-width="4"',
    );
  candle(c, c.w * 0.1, floorY + 60, 70);
  candle(c, c.w * 0.16, floorY + 70, 45);
  plant(c, c.w * 0.9, floorY + 60, 1.2, mix(colours.primary, '#ffffff', 0.5));
}

function stonesScene(c: Canvas, colours: SceneColours): void {
  c.rect(0, 0, c.w, c.h, c.gradient([mix(colours.light, '#f4e9dc', 0.5), '#e9d9c6']));
  table(c, c.h * 0.62, colours);
  c.glow(c.w * 0.45, c.h * 0.5, 360, '#fff1d6', 0.45);
  let y = c.h * 0.62 + 30;
  let width = 250;
  for (let i = 0; i < 5; i++) {
    const h = 62 - i * 6;
    c.ellipse(
      c.w * 0.42 + c.between(-10, 10),
      y - h / 2,
      width / 2,
      h / 2,
      c.pick(['#2f2f33', '#3b3a3f', '#47464b']),
    );
    c.ellipse(
      c.w * 0.42 - width * 0.15,
      y - h * 0.72,
      width * 0.16,
      h * 0.12,
      '#ffffff',
      'fill-opacity="0.18"',
    );
    y -= h - 4;
    width -= 38;
  }
  candle(c, c.w * 0.7, c.h * 0.62 + 60, 80);
  candle(c, c.w * 0.78, c.h * 0.62 + 70, 55);
  // A bowl of warm water with a flower.
  c.ellipse(c.w * 0.18, c.h * 0.78, 120, 40, '#ffffff');
  c.ellipse(c.w * 0.18, c.h * 0.76, 100, 26, mix(colours.accent, '#ffffff', 0.4));
  for (let i = 0; i < 5; i++) {
    c.ellipse(
      c.w * 0.18,
      c.h * 0.76 - 16,
      12,
      26,
      '#fdfdfd',
      `transform="rotate(${i * 72} ${r(c.w * 0.18)} ${r(c.h * 0.76)})"`,
    );
  }
  c.circle(c.w * 0.18, c.h * 0.76, 9, '#f4c542');
}

function oilsScene(c: Canvas, colours: SceneColours): void {
  c.rect(
    0,
    0,
    c.w,
    c.h,
    c.gradient([mix(colours.light, '#ffffff', 0.3), mix(colours.light, colours.accent, 0.2)]),
  );
  table(c, c.h * 0.64, colours);
  c.glow(c.w * 0.5, c.h * 0.55, 380, '#fff4dc', 0.45);
  const ambers = ['#a0522d', '#8b4513', '#b5651d', mix(colours.primary, '#5a3a1a', 0.5)];
  for (let i = 0; i < 6; i++) {
    const x = c.w * 0.2 + i * c.w * 0.11 + c.between(-10, 10);
    const h = c.between(120, 190);
    bottle(c, x, c.h * 0.64 + 40, 74, h, c.pick(ambers), '#1f1b19');
    c.rect(x + 20, c.h * 0.64 + 40 - h * 0.6, 34, h * 0.3, '#f7efe2');
  }
  // Lavender sprigs.
  for (let i = 0; i < 3; i++) {
    const x = c.w * 0.84 + i * 22;
    c.path(
      `M${x} ${c.h * 0.8} Q${x - 10} ${c.h * 0.55} ${x + 5} ${c.h * 0.32}`,
      'none',
      'stroke="#5f7d4e" stroke-width="5"',
    );
    for (let j = 0; j < 8; j++) c.ellipse(x + 4, c.h * 0.32 + j * 18, 9, 12, '#8e7cc3');
  }
}

function windowScene(c: Canvas, colours: SceneColours): void {
  c.rect(0, 0, c.w, c.h, mix(colours.light, '#ffffff', 0.2));
  windowPane(c, c.w * 0.12, c.h * 0.08, c.w * 0.76, c.h * 0.7);
  c.rect(c.w * 0.08, c.h * 0.8, c.w * 0.84, 30, '#ffffff');
  c.rect(c.w * 0.08, c.h * 0.8 + 30, c.w * 0.84, 10, '#000000', 'fill-opacity="0.08"');
  plant(c, c.w * 0.2, c.h * 0.8, 0.8, colours.accent);
  bottle(c, c.w * 0.7, c.h * 0.8, 50, 90, colours.primary);
  bottle(c, c.w * 0.76, c.h * 0.8, 40, 70, '#ffffff');
  c.path(`M0 0 L${c.w * 0.1} 0 L${c.w * 0.06} ${c.h} L0 ${c.h} Z`, mix(colours.primary, '#ffffff', 0.3));
  c.path(
    `M${c.w} 0 L${c.w * 0.9} 0 L${c.w * 0.94} ${c.h} L${c.w} ${c.h} Z`,
    mix(colours.primary, '#ffffff', 0.3),
  );
}

function vanityScene(c: Canvas, colours: SceneColours): void {
  const floorY = c.h * 0.78;
  room(c, colours, floorY);
  // A mirror framed with bulbs over a make-up table.
  const mx = c.w * 0.3;
  const my = c.h * 0.08;
  const mw = c.w * 0.4;
  const mh = c.h * 0.42;
  c.rounded(mx - 30, my - 30, mw + 60, mh + 60, 16, '#ffffff');
  c.rect(mx, my, mw, mh, c.gradient(['#eef3f6', '#cbd7de']));
  for (let i = 0; i < 6; i++) {
    for (const [bx, by] of [
      [mx - 15, my + (mh / 5) * i],
      [mx + mw + 15, my + (mh / 5) * i],
    ] as const) {
      c.glow(bx, by, 40, '#fff2c0', 0.6);
      c.circle(bx, by, 11, '#fffbe6');
    }
  }
  c.rounded(c.w * 0.22, c.h * 0.58, c.w * 0.56, 26, 6, '#ffffff');
  c.rect(c.w * 0.26, c.h * 0.58 + 26, 16, floorY - c.h * 0.58 + 20, '#d8cbbf');
  c.rect(c.w * 0.72, c.h * 0.58 + 26, 16, floorY - c.h * 0.58 + 20, '#d8cbbf');
  // Brushes in a cup and a palette.
  c.rounded(c.w * 0.3, c.h * 0.58 - 70, 60, 70, 10, colours.accent);
  for (let i = 0; i < 5; i++)
    c.rounded(c.w * 0.3 + 6 + i * 10, c.h * 0.58 - 130 + c.between(0, 20), 6, 70, 3, '#2b2523');
  c.rounded(c.w * 0.5, c.h * 0.58 - 30, 160, 30, 8, '#2b2523');
  for (let i = 0; i < 6; i++)
    c.circle(
      c.w * 0.5 + 18 + i * 25,
      c.h * 0.58 - 15,
      9,
      c.pick([colours.primary, colours.accent, '#e8b4a0', '#a0522d', '#f1d1c1']),
    );
  bottle(c, c.w * 0.66, c.h * 0.58, 40, 60, colours.primary, '#c9a66b');
  c.rounded(c.w * 0.42, floorY - 40, 140, 50, 20, colours.primary);
  c.rect(c.w * 0.42 + 64, floorY + 10, 12, 50, '#8a837d');
}

const SCENES: Record<Scene, (c: Canvas, colours: SceneColours) => void> = {
  salon: (c, colours) => salonScene(c, colours, false),
  barber: (c, colours) => salonScene(c, colours, true),
  nails: nailsScene,
  polish: polishScene,
  tools: toolsScene,
  lounge: loungeScene,
  shelf: shelfScene,
  massage: massageScene,
  stones: stonesScene,
  oils: oilsScene,
  window: windowScene,
  vanity: vanityScene,
};

/** The picture a gallery caption describes, as SVG of the given size. */
export function demoSceneSvg(options: SceneOptions): string {
  const canvas = new Canvas(options.width, options.height, options.rng);
  SCENES[sceneOf(options.caption)](canvas, options.colours);
  return canvas.svg();
}
