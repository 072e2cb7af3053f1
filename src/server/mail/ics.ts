// iCalendar (RFC 5545) files: one visit for e-mail attachments and downloads, many for subscription
// feeds. A cancelled visit is sent with METHOD:CANCEL and STATUS:CANCELLED so calendars remove it.
// Times are written in UTC ("Z" form), which needs no VTIMEZONE.

export interface IcsEvent {
  /** Globally unique and stable for one visit, so a re-sent file updates instead of duplicating. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Bumped by one each time the same event is sent again changed. */
  sequence?: number;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** `20261123T070000Z` */
export function icsUtcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for an iCalendar property');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space, which
 * counts toward their 75. Never splits a UTF-8 sequence ("ž" is two octets).
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: IcsEvent): string[] {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('An event must end after it starts');
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcDateTime(event.stamp)}`,
    `DTSTART:${icsUtcDateTime(event.start)}`,
    `DTEND:${icsUtcDateTime(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
  ];
}

export interface IcsCalendarOptions {
  productId: string;
  /** CANCEL for a cancelled or declined visit; PUBLISH otherwise. */
  method?: 'PUBLISH' | 'CANCEL';
  /** A feed's display name (calendar apps show it for a subscription). */
  name?: string;
}

/** A calendar of any number of events (a subscription feed may be empty). */
export function buildIcsCalendar(events: IcsEvent[], options: IcsCalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(options.productId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...(options.name ? [`X-WR-CALNAME:${escapeIcsText(options.name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** One event; a cancelled one is published with METHOD:CANCEL. */
export function buildIcs(event: IcsEvent, options: Omit<IcsCalendarOptions, 'method'>): string {
  return buildIcsCalendar([event], {
    ...options,
    method: event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH',
  });
}
