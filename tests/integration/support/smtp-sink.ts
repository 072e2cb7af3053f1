// A real SMTP server on 127.0.0.1 that records every message it accepts (Message-ID, recipient,
// subject) and can hold messages mid-transfer: the sender waits in DATA, as with a slow mail server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface AcceptedMessage {
  messageId: string;
  to: string;
  subject: string;
}

export interface SmtpSink {
  url: string;
  accepted: AcceptedMessage[];
  /** Messages whose transfer is being held right now. */
  held(): number;
  /** Holds every message from now on (never answers DATA) until `release`. */
  hold(): void;
  /** Stops holding; held transfers stay unanswered (their sender is expected to be gone). */
  release(): void;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim() ?? '';

export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: AcceptedMessage[] = [];
  let holding = false;
  let heldCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          heldCount++;
          return; // never answered
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        accepted.push({
          messageId: header(raw, 'Message-ID'),
          to: header(raw, 'To'),
          subject: header(raw, 'Subject'),
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held: () => heldCount,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
