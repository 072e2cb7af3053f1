/**
 * The link back to the main site's homepage (seed §2): for anonymous visitors whose session carries the
 * `showHomepageLink` flag; on the left on small screens, on the right from md up; clicking clears the flag.
 */
import { useEffect, useState } from 'react';
import { ArrowLeftIcon } from './icons.tsx';
import { shouldShowHomepageLink } from './shell-flags.ts';
import { STORAGE_KEYS, readStorage, removeStorage } from './storage.ts';

export function HomepageLink({ brandName, signedIn }: { brandName: string; signedIn: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(shouldShowHomepageLink(readStorage('session', STORAGE_KEYS.showHomepageLink), signedIn));
  }, [signedIn]);
  if (!shown) return null;
  const text = `Grįžti į ${brandName}`;
  return (
    <a
      href="/"
      title={text}
      data-testid="homepage-link"
      onClick={() => removeStorage('session', STORAGE_KEYS.showHomepageLink)}
      className="order-first inline-flex shrink-0 items-center gap-1.5 rounded-xl px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 md:order-last md:px-3"
    >
      <ArrowLeftIcon className="size-4" />
      <span className="max-sm:sr-only">{text}</span>
    </a>
  );
}
