import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDataUrl, toIcsUtc } from './ics.ts';

const event = {
  uid: '7f1c2c1e-1111-4222-8333-944444444444@grozio-laikas',
  start: '2026-11-23T09:00:00+02:00',
  end: '2026-11-23T09:45:00+02:00',
  stamp: new Date('2026-11-20T10:15:30.123Z'),
  summary: 'Moteriškas kirpimas – Grožio studija Saulė',
  location: 'Vilniaus g. 22, LT-01119 Vilnius',
  description: 'Specialistė: Rūta Petrauskienė\nKaina: 35,00 €',
};

describe('toIcsUtc', () => {
  it('writes the instant in UTC without separators or milliseconds', () => {
    expect(toIcsUtc('2026-11-23T09:00:00+02:00')).toBe('20261123T070000Z');
    expect(toIcsUtc('2026-07-01T09:30:00+03:00')).toBe('20260701T063000Z');
    expect(toIcsUtc(new Date('2026-11-20T10:15:30.123Z'))).toBe('20261120T101530Z');
  });

  it('refuses something that is not an instant', () => {
    expect(() => toIcsUtc('vakar')).toThrow(RangeError);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Kirpimas')).toBe('SUMMARY:Kirpimas');
  });

  it('folds at 75 octets with CRLF + space and can be unfolded back', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(part.length).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts UTF-8 octets and never splits a Lithuanian letter', () => {
    const line = `SUMMARY:${'ž'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs({ ...event, reminderMinutes: 60 });

  it('is one VCALENDAR with one VEVENT, every line ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('carries the visit in UTC with escaped text', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTART:20261123T070000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20261123T074500Z\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261120T101530Z\r\n');
    expect(unfolded).toContain(`\r\nUID:${event.uid}\r\n`);
    expect(unfolded).toContain('\r\nSUMMARY:Moteriškas kirpimas – Grožio studija Saulė\r\n');
    expect(unfolded).toContain('\r\nLOCATION:Vilniaus g. 22\\, LT-01119 Vilnius\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Specialistė: Rūta Petrauskienė\\nKaina: 35\\,00 €\r\n');
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(unfolded).toContain('\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(unfolded).toContain('\r\nTRIGGER:-PT60M\r\n');
  });

  it('keeps every physical line within 75 octets', () => {
    const long = buildIcs({
      ...event,
      description: 'Pastaba: '.concat('ilgas tekstas su ženklais ąčęėįšųūž, '.repeat(10)),
    });
    const encoder = new TextEncoder();
    for (const line of long.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
  });

  it('marks a visit waiting for confirmation as tentative and leaves out empty optional fields', () => {
    const tentative = buildIcs({
      uid: 'a@b',
      start: event.start,
      end: event.end,
      stamp: event.stamp,
      summary: 'X',
      tentative: true,
    });
    expect(tentative).toContain('\r\nSTATUS:TENTATIVE\r\n');
    expect(tentative).not.toContain('LOCATION:');
    expect(tentative).not.toContain('DESCRIPTION:');
    expect(tentative).not.toContain('VALARM');
  });
});

describe('icsDataUrl', () => {
  it('is a text/calendar data URL that decodes back to the file', () => {
    const ics = buildIcs(event);
    const url = icsDataUrl(ics);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(ics);
  });
});
