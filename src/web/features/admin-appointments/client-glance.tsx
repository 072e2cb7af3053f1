/** The client card at the chair: its notes (an allergy must not hide on another page) and visit counts. */
import type { AdminAppointmentPage } from '../../../contracts/admin-appointments.ts';

export function ClientGlance({ card }: { card: NonNullable<AdminAppointmentPage['clientCard']> }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm" data-testid="client-glance">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-zinc-700">
        <span>
          Įvykę vizitai: <span className="font-semibold text-zinc-900">{card.visits}</span>
        </span>
        <span>
          Neatvyko:{' '}
          <span className={`font-semibold ${card.noShows > 0 ? 'text-red-700' : 'text-zinc-900'}`}>
            {card.noShows}
          </span>
        </span>
      </p>
      {card.notes.trim() ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 whitespace-pre-line text-amber-950 ring-1 ring-amber-200">
          <span className="font-semibold">Kliento kortelės pastabos: </span>
          {card.notes}
        </p>
      ) : null}
    </div>
  );
}
