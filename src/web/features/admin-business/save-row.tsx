/** The end of a settings form: one right-aligned save button that shows it is saving. */
import { Spinner } from '../../components/spinner.tsx';
import { buttonClass } from '../../components/button.tsx';

export function SaveRow({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="flex justify-end border-t border-stone-100 pt-4">
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? 'Išsaugoma...' : label}
      </button>
    </div>
  );
}
