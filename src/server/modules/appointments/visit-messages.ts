import { formatInstant } from '../../../core/availability/zoned-day.ts';
import type { VisitMessages } from '../../../contracts/admin-appointments.ts';
import type { DbOrTx } from '../../db/client.ts';
import { deliveriesOfAppointment } from '../notifications/sent-log.ts';
import { remindersOfAppointment } from '../reminders/reminders.ts';

/** What the visit's people were sent and which reminders are due, in the business's time zone. */
export async function visitMessages(db: DbOrTx, appointmentId: string, zone: string): Promise<VisitMessages> {
  const at = (date: Date) => formatInstant(date.getTime(), zone);
  const [sent, reminders] = await Promise.all([
    deliveriesOfAppointment(db, appointmentId),
    remindersOfAppointment(db, appointmentId),
  ]);
  return {
    sent: sent.map((record) => ({ ...record, sentAt: at(record.sentAt) })),
    reminders: reminders.map((reminder) => ({
      ...reminder,
      dueAt: at(reminder.dueAt),
      handledAt: reminder.handledAt ? at(reminder.handledAt) : null,
    })),
  };
}
