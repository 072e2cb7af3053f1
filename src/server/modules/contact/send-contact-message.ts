// The contact form's one use case: keep the message, tell the operator, and keep bots and floods out.
import type { Logger } from 'pino';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMIT_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  type ContactSendResult,
  type ContactServices,
} from '../../../contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactMessage } from '../../db/schema.ts';
import { contactMessageEmail } from '../../mail/contact-email.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { consumeFixedWindow } from '../rate-limit/fixed-window.ts';
import { emailJob, type SideEffectJob } from '../side-effects/side-effect-jobs.ts';

export interface ContactDependencies {
  db: Database;
  jobs: JobQueue<SideEffectJob>;
  operatorEmail: string;
  brandName: string;
  /** The site's public origin (the letter's footer links). */
  baseUrl: string;
  logger: Logger;
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;

export function createContactServices(deps: ContactDependencies): ContactServices {
  const now = deps.now ?? (() => new Date());
  return {
    platformEmail: () => deps.operatorEmail,
    async send(input, sender): Promise<ContactSendResult> {
      if (input[CONTACT_HONEYPOT_FIELD]?.trim()) {
        // Answer exactly as for a real message, so the bot learns nothing.
        deps.logger.info('contact message dropped: honeypot filled');
        return { success: true, message: CONTACT_SUCCESS_MESSAGE };
      }
      // Per sending address and per e-mail address, counted in the database (shared by every instance).
      const window = { windowMs: HOUR_MS, now: now().getTime() };
      const withinLimits =
        (await consumeFixedWindow(deps.db, `contact:address:${sender.clientIp}`, {
          ...window,
          max: CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR,
        })) &&
        (await consumeFixedWindow(deps.db, `contact:email:${input.email.toLowerCase()}`, {
          ...window,
          max: CONTACT_MESSAGES_PER_HOUR,
        }));
      if (!withinLimits) {
        return { success: false, error: 'too_many_requests', message: CONTACT_RATE_LIMIT_MESSAGE };
      }
      // The message is kept and the operator's letter queued together: the letter is retried until it goes
      // out, and the operator sees the message in the admin area meanwhile.
      await deps.db.transaction(async (tx) => {
        await tx.insert(contactMessage).values({
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          userId: sender.userId,
        });
        const letter = contactMessageEmail({
          brandName: deps.brandName,
          siteUrl: deps.baseUrl,
          to: deps.operatorEmail,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          signedIn: sender.userId !== null,
        });
        await deps.jobs.enqueue(tx, [emailJob('contact', letter)]);
      });
      return { success: true, message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
