/**
 * Asked after a visit of a repeating series is dropped at a new time: move only this visit, or this one and
 * all later ones of its series by the same amount. Closing the dialog puts the visit back.
 */
import { Button, Heading } from 'react-aria-components';
import { buttonClass } from '../../components/button.tsx';
import { DialogFor } from '../../components/dialog-for.tsx';
import { SERIES_SCOPE_LABELS, type SeriesScope } from './series-scope.tsx';

export function SeriesMoveDialog({
  move,
  onChoose,
}: {
  /** The move waiting for the answer (what it says), or null when none does. */
  move: { client: string; when: string } | null;
  onChoose: (scope: SeriesScope | null) => void;
}) {
  return (
    <DialogFor subject={move} onClose={() => onChoose(null)} testId="series-move-dialog">
      {(move) => (
        <>
          <Heading slot="title" className="text-lg font-semibold text-zinc-900">
            Perkelti kartotinį vizitą
          </Heading>
          <p className="mt-2 text-sm leading-relaxed text-zinc-700">
            {move.client}: naujas laikas – {move.when}.
          </p>
          <p className="mt-1 text-sm leading-relaxed text-zinc-700">
            Perkelti tik šį vizitą ar ir visus vėlesnius šios serijos vizitus – tiek pat, kiek šį?
          </p>
          <div className="mt-5 flex flex-col gap-2">
            <Button onPress={() => onChoose('one')} className={buttonClass('secondary', 'w-full')} autoFocus>
              {SERIES_SCOPE_LABELS.one}
            </Button>
            <Button onPress={() => onChoose('following')} className={buttonClass('primary', 'w-full')}>
              {SERIES_SCOPE_LABELS.following}
            </Button>
            <Button onPress={() => onChoose(null)} className={buttonClass('ghost', 'w-full')}>
              Atšaukti
            </Button>
          </div>
        </>
      )}
    </DialogFor>
  );
}
