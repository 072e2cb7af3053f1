// The e-mail channel: each letter delivered once (sent-log key per kind, visit, version and recipient),
// and only when the person has not switched that kind of e-mail off. The letters of one event are
// claimed and recorded together (sent-log.ts); a failure fails the job, whose retry skips what went out.
import type { NotificationKind } from '../../../../core/notifications/notification-preferences.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { Mailer, MailMessage } from '../../../mail/mailer.ts';
import { notificationChannelEnabled } from '../../notifications/notification-preferences.ts';
import { deliverEachOnce, deliverOnce, type DeliveryAttempt } from '../../notifications/sent-log.ts';
import type { SideEffectJob } from '../side-effect-jobs.ts';

/** One letter of an event. */
export interface EventEmail {
  key: string;
  kind: string;
  appointmentId: string | null;
  to: string;
  /** The person's choice it follows (none: a message they cannot switch off, such as staff's). */
  preference?: { userId: string | null; kind: NotificationKind };
  make: () => MailMessage;
}

interface EmailDependencies {
  db: DbOrTx;
  mailer: Mailer;
  now: () => Date;
}

export async function sendEmailsOnce(deps: EmailDependencies, emails: EventEmail[]): Promise<void> {
  const wanted: EventEmail[] = [];
  for (const email of emails) {
    const allowed =
      !email.preference ||
      (await notificationChannelEnabled(deps.db, { ...email.preference, channel: 'email' }));
    if (allowed) wanted.push(email);
  }
  const messages = wanted.map((email) => {
    const message = email.make();
    return {
      delivery: {
        key: email.key,
        kind: email.kind,
        appointmentId: email.appointmentId,
        channel: 'email' as const,
        recipient: message.to,
      },
      send: (attempt: DeliveryAttempt) => deps.mailer.send({ ...message, delivery: attempt }),
    };
  });
  await deliverEachOnce(deps.db, messages, deps.now);
}

/** A ready letter about no visit (verification, password reset, invitation, contact form). */
export async function sendLetterOnce(
  deps: EmailDependencies,
  job: Extract<SideEffectJob, { kind: 'email' }>,
): Promise<void> {
  await deliverOnce(deps.db, {
    delivery: { key: job.key, kind: job.label, channel: 'email', recipient: job.message.to },
    now: deps.now,
    send: (attempt) => deps.mailer.send({ ...job.message, delivery: attempt }),
  });
}
