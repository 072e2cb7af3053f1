// What the client of a visit was sent, when and how, and the reminders still to come: staff can answer
// "did they get the reminder?" without guessing.
import type { VisitMessages } from '../../../contracts/admin-appointments.ts';

const KIND_LABELS: Record<string, string> = {
  booking: 'Registracijos patvirtinimas',
  booking_admin: 'Pranešimas apie naują registraciją',
  confirmed: 'Vizitas patvirtintas',
  declined: 'Vizitas atmestas',
  moved: 'Vizitas pakeistas',
  completed: 'Padėka po vizito',
  no_show: 'Pažymėta, kad neatvyko',
  cancellation: 'Atšaukimo patvirtinimas',
  cancellation_admin: 'Pranešimas apie atšaukimą',
  reminder: 'Priminimas',
  new_booking: 'Pranešimas apie naują registraciją',
};

const CHANNEL_LABELS = { email: 'El. paštu', in_app: 'Programėlėje', push: 'Tiesioginis pranešimas' };

const REMINDER_STATUS_LABELS = {
  scheduled: 'Suplanuotas',
  queued: 'Siunčiamas',
  sent: 'Išsiųstas',
  skipped: 'Praleistas – laikas jau buvo praėjęs',
  cancelled: 'Nebesiųs – vizitas pakeistas arba atšauktas',
};

/** `2026-12-20T14:30:00+02:00` -> `2026-12-20 14:30` (already in the business's zone). */
const shown = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function offsetLabel(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} d.`;
  if (minutes % 60 === 0) return `${minutes / 60} val.`;
  return `${minutes} min.`;
}

export function VisitMessagesPanel({ messages }: { messages: VisitMessages }) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="visit-reminders">
        <h3 id="visit-reminders" className="text-sm font-semibold text-zinc-900">
          Priminimai
        </h3>
        {messages.reminders.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">Priminimų šiam vizitui nėra.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-zinc-700">
            {messages.reminders.map((reminder, index) => (
              <li key={index} data-testid="visit-reminder">
                {`Prieš ${offsetLabel(reminder.offsetMinutes)} (${shown(reminder.dueAt)}): ${REMINDER_STATUS_LABELS[reminder.status]}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="visit-sent">
        <h3 id="visit-sent" className="text-sm font-semibold text-zinc-900">
          Išsiųsti pranešimai
        </h3>
        {messages.sent.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600">Kol kas nieko neišsiųsta.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm text-zinc-700">
            <thead className="text-xs text-zinc-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Kada</th>
                <th className="py-1 pr-3 font-medium">Kas</th>
                <th className="py-1 pr-3 font-medium">Kaip</th>
                <th className="py-1 font-medium">Kam</th>
              </tr>
            </thead>
            <tbody>
              {messages.sent.map((record, index) => (
                <tr key={index} data-testid="visit-message" className="border-t border-stone-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{shown(record.sentAt)}</td>
                  <td className="py-1 pr-3">{KIND_LABELS[record.kind] ?? record.kind}</td>
                  <td className="py-1 pr-3">{CHANNEL_LABELS[record.channel]}</td>
                  <td className="py-1 break-all">
                    {record.channel === 'email' ? (record.recipient ?? '') : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
