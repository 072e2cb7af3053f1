import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './admin-format.ts';

describe('admin formats', () => {
  it('writes dates in Lithuanian, in Vilnius time', () => {
    expect(formatDay('2026-11-22T23:30:00Z')).toBe('2026 m. lapkričio 23 d.');
    expect(formatDayTime('2026-11-23T07:05:00Z')).toBe('2026 m. lapkričio 23 d. 09:05');
  });
});
