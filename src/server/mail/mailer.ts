import path from 'node:path';
import { mkdir, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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

  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl) {
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
        return;
      }
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${crypto.randomUUID()}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}
