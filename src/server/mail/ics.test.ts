import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtcDateTime } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Undo folding (RFC 5545 §3.1): a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('icsUtcDateTime', () => {
  it('writes UTC in the basic format with Z', () => {
    expect(icsUtcDateTime(new Date('2026-11-23T09:00:00+02:00'))).toBe('20261123T070000Z');
    expect(icsUtcDateTime(new Date('2026-07-13T09:00:00.500+03:00'))).toBe('20260713T060000Z');
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:Kirpimas')).toBe('SUMMARY:Kirpimas');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'ž'.repeat(100)}`;
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      uid: 'appointment-1@grozio-laikas.lt',
      stamp: new Date('2026-11-20T10:00:00Z'),
      start: new Date('2026-11-23T09:00:00+02:00'),
      end: new Date('2026-11-23T10:00:00+02:00'),
      summary: 'Moteriškas kirpimas – Grožio studija Saulė',
      location: 'Gedimino pr. 1, Vilnius',
      description: 'Specialistė: Eglė\nAtšaukti: https://example.lt/mano-vizitai; iki 24 val.',
    },
    { productId: '-//Grožio Laikas//Vizitai//LT' },
  );

  it('is one published VEVENT in a VCALENDAR, lines ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    for (const line of [
      'METHOD:PUBLISH',
      'UID:appointment-1@grozio-laikas.lt',
      'DTSTAMP:20261120T100000Z',
      'DTSTART:20261123T070000Z',
      'DTEND:20261123T080000Z',
      'SUMMARY:Moteriškas kirpimas – Grožio studija Saulė',
      'LOCATION:Gedimino pr. 1\\, Vilnius',
      'DESCRIPTION:Specialistė: Eglė\\nAtšaukti: https://example.lt/mano-vizitai\\; iki 24 val.',
    ])
      expect(lines).toContain(line);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('keeps every physical line within 75 octets', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('refuses an event that ends before it starts', () => {
    expect(() =>
      buildIcs(
        {
          uid: 'x',
          stamp: new Date(),
          start: new Date('2026-11-23T10:00:00Z'),
          end: new Date('2026-11-23T09:00:00Z'),
          summary: 'x',
        },
        { productId: 'x' },
      ),
    ).toThrow(RangeError);
  });
});
