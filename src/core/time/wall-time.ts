// Wall times as minutes and back: plain arithmetic, apart from wall-clock.ts so that pages showing opening
// hours do not load the Temporal polyfill.
import type { WallTime } from '../availability/types.ts';

const STRICT_WALL_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since local midnight of 'HH:MM' ('24:00' = 1440); anything else is a RangeError. */
export function wallTimeToMinutes(time: WallTime): number {
  const match = STRICT_WALL_TIME.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM wall time: ${time}`);
  return Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]);
}

export function minutesToWallTime(minutes: number): WallTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
