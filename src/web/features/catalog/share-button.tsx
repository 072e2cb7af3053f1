import { useEffect, useState } from 'react';
import { ShareIcon } from '../../components/icons.tsx';
import { toast } from '../../shell/toast-store.ts';

const SHARED = 'Nuoroda buvo pasidalinta sėkmingai!';
const COPIED = 'Nuoroda nukopijuota sėkmingai!';

/**
 * Seed §2/§8 share-link button: disabled until the browser is ready, then the device's share sheet, or a copied
 * link where there is none. Share title: the business name. A cancelled or failed share is swallowed.
 */
export function ShareButton({
  title,
  className = '',
  iconOnlyOnNarrow = false,
}: {
  title: string;
  className?: string;
  /** On the narrowest phones show the icon alone (the label stays for screen readers). */
  iconOnlyOnNarrow?: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        toast('success', SHARED);
      } catch {
        // Cancelled by the person, or refused by the browser: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast('success', COPIED);
    } catch {
      // No clipboard access (e.g. an insecure context): stay silent as the seed does.
    }
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      disabled={!ready}
      className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-zinc-800 ring-1 ring-stone-300 hover:bg-stone-50 disabled:opacity-60 ${className}`}
    >
      <ShareIcon className="size-4 shrink-0" />
      <span className={iconOnlyOnNarrow ? 'max-[400px]:sr-only' : undefined}>Dalintis</span>
    </button>
  );
}
