/**
 * The link back to the main site's homepage: for anonymous visitors whose session carries the
 * `showHomepageLink` flag; on the left on small screens, on the right from md up; clicking clears the flag.
 * The flag is set when an anonymous visitor arrives at a business's app from the marketplace: the
 * marketplace's links into the app carry a marker (see `hasMarketplaceMarker`), which is dropped from the
 * address once read.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { ArrowLeftIcon } from '../components/icons.tsx';
import { hasMarketplaceMarker, shouldShowHomepageLink, withoutMarketplaceMarker } from './shell-flags.ts';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from './storage.ts';

export function HomepageLink({
  brandName,
  signedIn,
  variant,
}: {
  brandName: string;
  signedIn: boolean;
  variant: FrontEndVariant;
}) {
  const [shown, setShown] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedFromMarketplace = variant === 'app' && hasMarketplaceMarker(location.search);

  useEffect(() => {
    if (arrivedFromMarketplace) {
      if (!signedIn) writeStorage('session', STORAGE_KEYS.showHomepageLink, '1');
      // The marker has done its job: keep it out of bookmarks and shared links.
      void navigate(
        {
          pathname: location.pathname,
          search: withoutMarketplaceMarker(location.search),
          hash: location.hash,
        },
        { replace: true, preventScrollReset: true },
      );
    }
    setShown(shouldShowHomepageLink(readStorage('session', STORAGE_KEYS.showHomepageLink), signedIn));
  }, [arrivedFromMarketplace, signedIn, navigate, location.pathname, location.search, location.hash]);

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
