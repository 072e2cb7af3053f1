import { describe, expect, it } from 'vitest';
import { countHeldStarting, indexAppointments, overlapsHeld } from './appointment-index.ts';

const at = (time: string) => Date.parse(`2026-11-23T${time}:00+02:00`);
const held = (start: string, blockedUntil: string, specialistId = 'ona') => ({
  specialistId,
  start: `2026-11-23T${start}:00+02:00`,
  blockedUntil: `2026-11-23T${blockedUntil}:00+02:00`,
});

describe('appointment index', () => {
  const timelines = indexAppointments([
    held('14:00', '15:00'),
    held('09:00', '12:00'),
    held('10:00', '10:30'), // inside the longer block: must not hide it
    held('16:00', '16:00'), // holds no time
    held('09:00', '18:00', 'rasa'),
  ]);
  const ona = timelines.get('ona');

  it('treats held time as half-open: touching is free, any overlap is not', () => {
    expect(overlapsHeld(ona, at('08:00'), at('09:00'))).toBe(false);
    expect(overlapsHeld(ona, at('08:00'), at('09:01'))).toBe(true);
    expect(overlapsHeld(ona, at('11:00'), at('11:30'))).toBe(true); // after the short block, inside the long one
    expect(overlapsHeld(ona, at('12:00'), at('14:00'))).toBe(false);
    expect(overlapsHeld(ona, at('15:00'), at('17:00'))).toBe(false);
    expect(overlapsHeld(timelines.get('nobody'), at('09:00'), at('10:00'))).toBe(false);
  });

  it('counts appointments starting in a range', () => {
    expect(countHeldStarting(ona, at('00:00'), at('23:59'))).toBe(3);
    expect(countHeldStarting(ona, at('09:30'), at('14:00'))).toBe(1);
    expect(countHeldStarting(undefined, at('00:00'), at('23:59'))).toBe(0);
  });
});
