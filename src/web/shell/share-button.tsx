/**
 * The share-link button: disabled until set up in the browser, then shares through the
 * device's share sheet when there is one ('Nuoroda buvo pasidalinta sėkmingai!'; cancelling or failing stays
 * silent), otherwise copies the link ('Nuoroda nukopijuota sėkmingai!'). An empty share input is filled with
 * the current page address; the share title is the business name.
 */
import { useEffect, useId, useState } from 'react';
import { copyText, LINK_COPIED_MESSAGE } from './clipboard.ts';
import { Hint } from './hint.tsx';
import { ShareIcon } from '../components/icons.tsx';
import { toast } from './toast-store.ts';

const SHARED_MESSAGE = 'Nuoroda buvo pasidalinta sėkmingai!';
const SHARE_HINT = 'Pasidalinkite šio puslapio nuoroda arba nukopijuokite ją';

export interface ShareButtonProps {
  /** The link to share; empty means the current page address. */
  url?: string;
  /** Share title: the business name (defaults to `window.business.name`, then the page title). */
  title?: string;
  label?: string;
  /** Show the link in a read-only field next to the button. */
  showInput?: boolean;
  className?: string;
  /** On the narrowest phones show the icon alone (the label stays for screen readers). */
  iconOnlyOnNarrow?: boolean;
}

export function ShareButton({
  url = '',
  title,
  label = 'Dalintis',
  showInput = false,
  className,
  iconOnlyOnNarrow = false,
}: ShareButtonProps) {
  const [ready, setReady] = useState(false);
  const [link, setLink] = useState(url);
  const inputId = useId();

  useEffect(() => {
    setLink((current) => current || window.location.href);
    setReady(true);
  }, []);

  const share = async () => {
    const shareTitle = title ?? window.business?.name ?? document.title;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shareTitle, url: link });
        toast('success', SHARED_MESSAGE);
      } catch {
        // Cancelled or refused: nothing to tell.
      }
      return;
    }
    if (await copyText(link)) toast('success', LINK_COPIED_MESSAGE);
  };

  const button = (
    <Hint content={SHARE_HINT} plain>
      <button
        type="button"
        disabled={!ready}
        onClick={share}
        data-ready={ready ? 'true' : 'false'}
        className={
          className ??
          'inline-flex items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-sm font-semibold text-zinc-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60'
        }
      >
        <ShareIcon className="size-4 shrink-0" />
        <span className={iconOnlyOnNarrow ? 'max-[400px]:sr-only' : undefined}>{label}</span>
      </button>
    </Hint>
  );

  if (!showInput) return button;
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={inputId} className="sr-only">
        Nuoroda
      </label>
      <input
        id={inputId}
        type="url"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3 py-2.5 text-sm text-zinc-700"
      />
      {button}
    </div>
  );
}
