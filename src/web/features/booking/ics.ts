/**
 * A calendar file (RFC 5545 iCalendar) for one visit, built in the browser so "Įtraukti į kalendorių"
 * needs no server round trip. Times are written in UTC (`…Z`), so no VTIMEZONE block is needed and every
 * calendar app shows the visit at the right local time.
 */

export interface CalendarEvent {
  /** Globally unique and stable: re-importing the same visit updates it instead of duplicating it. */
  uid: string;
  /** ISO 8601 instants with offset or `Z`. */
  start: string;
  end: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** A visit still waiting for the salon's confirmation is TENTATIVE, otherwise CONFIRMED. */
  tentative?: boolean;
  /** Minutes before the start for a reminder; none when absent. */
  reminderMinutes?: number;
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** `20261123T070000Z`: the instant in UTC, RFC 5545 "form #2" DATE-TIME. */
export function toIcsUtc(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into chunks of at most 75 octets (UTF-8), continuation lines starting with one
 * space (RFC 5545 §3.1). Never splits a multi-byte character, so "ž" or "ė" survive intact.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line may hold 75 octets; each continuation line spends one on its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The complete VCALENDAR text with one VEVENT, CRLF line endings throughout (including the last line). */
export function buildIcs(event: CalendarEvent, productName = 'Grožio Laikas'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Registracija//LT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${toIcsUtc(event.stamp)}`,
    `DTSTART:${toIcsUtc(event.start)}`,
    `DTEND:${toIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  // URI values are not TEXT: no escaping (RFC 5545 §3.3.13).
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`, 'TRANSP:OPAQUE');
  if (event.reminderMinutes !== undefined && event.reminderMinutes > 0) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeIcsText(event.summary)}`,
      `TRIGGER:-PT${Math.round(event.reminderMinutes)}M`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A `data:` URL for an `<a download>`: works without JavaScript state and needs nothing revoked. */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
