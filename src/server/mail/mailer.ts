import { createHash } from 'node:crypto';
import path from 'node:path';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /** Extra header lines; only marketing letters have any (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /**
   * One message however often it is attempted (a retried job): the same Message-ID, and in the outbox
   * the same file, which a repeat replaces.
   */
  delivery?: { key: string; firstAttemptAt: Date };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * `Brand <noreply@host>` from the site's address; a site reached by IP address has no domain to send
 * from, so `localhost` stands in (set MAIL_FROM for real delivery).
 */
export function defaultSender(brandName: string, baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  const isIpAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  return `${brandName} <noreply@${isIpAddress ? 'localhost' : host}>`;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in the outbox folder, so a laptop
 * install needs no mail server and a developer can open what would have been sent.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const fromDomain = options.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  // The outbox folder is made when a write finds it missing, not checked before every letter: each file
  // system call is a noticeable part of what a letter costs.
  const writeAside = async (file: string, content: Buffer) => {
    try {
      await writeFile(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, content);
    }
  };

  return {
    async send({ delivery, ...message }) {
      const id = delivery ? createHash('sha256').update(delivery.key).digest('hex').slice(0, 32) : null;
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        ...(id ? { messageId: `<${id}@${fromDomain}>` } : {}),
      });
      if (options.smtpUrl) {
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      // Names sort by first attempt; written aside and renamed, so a file is whole or absent.
      const name =
        delivery && id
          ? `${delivery.firstAttemptAt.getTime()}-${id}`
          : `${Date.now()}-${crypto.randomUUID()}`;
      const file = path.join(options.outboxDir, `${name}.eml`);
      const partial = path.join(options.outboxDir, `.${name}.${crypto.randomUUID()}.part`);
      await writeAside(partial, (info as unknown as { message: Buffer }).message);
      await rename(partial, file);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
