/** The end of a settings form: one right-aligned save button that shows it is saving. */
import { BusyButton } from '../../components/button.tsx';

export function SaveRow({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="flex justify-end border-t border-stone-100 pt-4">
      <BusyButton busy={busy} busyLabel="Išsaugoma..." className="w-full sm:w-auto">
        {label}
      </BusyButton>
    </div>
  );
}
