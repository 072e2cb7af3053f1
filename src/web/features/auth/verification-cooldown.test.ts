import { describe, expect, it } from 'vitest';
import { cooldownRemaining } from './verification-cooldown.ts';

describe('cooldownRemaining', () => {
  it('is zero when nothing was sent', () => {
    expect(cooldownRemaining(null, 1_000_000)).toBe(0);
  });
  it('counts down one minute from the last send', () => {
    expect(cooldownRemaining(1_000_000, 1_000_000)).toBe(60_000);
    expect(cooldownRemaining(1_000_000, 1_045_000)).toBe(15_000);
    expect(cooldownRemaining(1_000_000, 1_060_000)).toBe(0);
    expect(cooldownRemaining(1_000_000, 2_000_000)).toBe(0);
  });
  it('never waits longer than a minute, even if the stored time is in the future', () => {
    expect(cooldownRemaining(5_000_000, 1_000_000)).toBe(60_000);
  });
});
