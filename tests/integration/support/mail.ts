// Reading e-mails back from the outbox: headers (RFC 2047) and parts (quoted-printable, base64) decoded.

export interface DecodedMail {
  to: string;
  subject: string;
  parts: { contentType: string; body: string }[];
  text: string;
  html: string;
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
export function decodedMail(raw: string): DecodedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = headersOf(raw.slice(0, split));
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) =>
    m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const chunks =
    boundaries.length > 0
      ? raw.split(new RegExp(`^--(?:${boundaries.join('|')})(?:--)?\\s*$`, 'm')).slice(1)
      : [raw.slice(split)];
  const parts: DecodedMail['parts'] = [];
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
  return {
    to: head.get('to') ?? '',
    subject: head.get('subject') ?? '',
    parts,
    text: find('text/plain'),
    html: find('text/html'),
  };
}
