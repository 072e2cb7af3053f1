// The e-mails the server wrote to its outbox folder (no SMTP_URL: one .eml file per message), read back for
// integration and browser tests alike: headers (RFC 2047) and parts (quoted-printable, base64) decoded.
// Mail is sent by background jobs, so a test waits for the message it expects with `waitFor`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from './wait-for.ts';

export interface Mail {
  to: string;
  subject: string;
  parts: { contentType: string; body: string }[];
  text: string;
  html: string;
  /** Every decoded header line and every decoded part, one string to search in. */
  plain: string;
  /** The message as written, headers still encoded. */
  raw: string;
}

export interface MailQuery {
  /** Part of the To header, usually the address. */
  to?: string;
  /** The subject starts with this. */
  subject?: string;
  /** Headers or text contain this. */
  containing?: string;
}

export interface Outbox {
  /** Every e-mail matching `query` written so far, oldest first. */
  mails(query?: MailQuery): Promise<Mail[]>;
  /** Waits until at least `count` e-mails match `query` and returns all that match, oldest first. */
  waitFor(query: MailQuery & { count?: number; timeoutMs?: number }): Promise<Mail[]>;
  /** Waits for an e-mail matching `query` with a link to `pathPart` and returns the newest such link. */
  waitForLink(query: MailQuery, pathPart: string): Promise<string>;
}

/**
 * The outbox folder `dir`. E-mails are sent by background jobs: `settled`, when given, is awaited before
 * each read (the integration server waits until no job is ready or running), so a read sees every e-mail
 * that the requests made so far have caused.
 */
export function outboxAt(dir: string, settled?: () => Promise<void>): Outbox {
  const mails = async (query: MailQuery = {}) => {
    await settled?.();
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    const all = await Promise.all(
      files.map(async (f) => decodedMail(await readFile(path.join(dir, f), 'utf8'))),
    );
    return all.filter(
      (mail) =>
        (query.to === undefined || mail.to.includes(query.to)) &&
        (query.subject === undefined || mail.subject.startsWith(query.subject)) &&
        (query.containing === undefined || mail.plain.includes(query.containing)),
    );
  };
  const describe = (query: MailQuery) =>
    [
      query.subject && `"${query.subject}"`,
      query.to && `to ${query.to}`,
      query.containing && `containing ${query.containing}`,
    ]
      .filter(Boolean)
      .join(' ') || 'any';
  return {
    mails,
    waitFor: ({ count = 1, timeoutMs, ...query }) =>
      waitFor(
        async () => {
          const found = await mails(query);
          return found.length >= count && found;
        },
        `${count} e-mail(s) ${describe(query)} in ${dir}`,
        { timeoutMs, intervalMs: 100 },
      ),
    waitForLink: (query, pathPart) =>
      waitFor(
        async () => {
          const withLink = (await mails(query)).filter((mail) => findLink(mail, pathPart));
          const newest = withLink.at(-1);
          return newest && linkIn(newest, pathPart);
        },
        `an e-mail ${describe(query)} with a ${pathPart} link in ${dir}`,
        { intervalMs: 100 },
      ),
  };
}

function findLink(mail: Mail | string, pathPart: string): string | undefined {
  const escaped = pathPart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+${escaped}[^\\s"'<>]*`);
  return pattern.exec(typeof mail === 'string' ? mail : mail.plain)?.[0].replaceAll('&amp;', '&');
}

/** The first link to `pathPart` in an e-mail, as an absolute address. */
export function linkIn(mail: Mail | string, pathPart: string): string {
  const link = findLink(mail, pathPart);
  if (!link) throw new Error(`No ${pathPart} link in the e-mail`);
  return link;
}

/** The first link to `pathPart` in an e-mail, as path and query (for a client of a test server). */
export function pathOfLinkIn(mail: Mail | string, pathPart: string): string {
  const url = new URL(linkIn(mail, pathPart));
  return url.pathname + url.search;
}

/** The token of a verification letter's link (`/el-pasto-patvirtinimas?token=…`, checked by that page). */
export function verificationTokenIn(mail: Mail | string): string {
  const token = new URL(linkIn(mail, '/el-pasto-patvirtinimas?token=')).searchParams.get('token');
  if (!token) throw new Error('No token in the verification link');
  return token;
}

/** The 6-digit code of a verification letter. */
export function verificationCodeIn(mail: Mail): string {
  const match = /Patvirtinimo kodas \(galioja \d+ min\.\): (\d{6})/.exec(mail.text);
  if (!match) throw new Error('No verification code in the e-mail');
  return match[1]!;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(joined[i]!));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0)
      headers.set(line.slice(0, index).toLowerCase(), decodeHeaderValue(line.slice(index + 1).trim()));
  }
  return headers;
}

/** An RFC 822 message from the outbox: headers decoded, each part's body decoded. */
export function decodedMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = headersOf(raw.slice(0, split));
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) =>
    m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const chunks =
    boundaries.length > 0
      ? raw.split(new RegExp(`^--(?:${boundaries.join('|')})(?:--)?\\s*$`, 'm')).slice(1)
      : [raw.slice(split)];
  const parts: Mail['parts'] = [];
  for (const chunk of chunks) {
    const at = chunk.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const headers = headersOf(chunk.slice(0, at));
    const contentType = headers.get('content-type') ?? 'text/plain';
    if (contentType.startsWith('multipart/')) continue;
    const encoded = chunk.slice(at).trim();
    const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
    const body =
      encoding === 'base64'
        ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(encoded)
          : encoded;
    parts.push({ contentType, body });
  }
  const find = (type: string) => parts.find((part) => part.contentType.startsWith(type))?.body ?? '';
  const headerLines = [...head].map(([name, value]) => `${headerName(name)}: ${value}`);
  return {
    to: head.get('to') ?? '',
    subject: head.get('subject') ?? '',
    parts,
    text: find('text/plain'),
    html: find('text/html'),
    plain: [
      ...headerLines,
      ...parts.map((part) => `\nContent-Type: ${part.contentType}\n\n${part.body}`),
    ].join('\n'),
    raw,
  };
}

/** 'content-type' -> 'Content-Type', 'message-id' -> 'Message-ID' as senders write them. */
function headerName(name: string): string {
  return name === 'message-id'
    ? 'Message-ID'
    : name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
}
