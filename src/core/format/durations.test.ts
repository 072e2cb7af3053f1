import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations.ts';

const NBSP = '\u00A0';

describe('formatDuration', () => {
  it('writes minutes, whole hours, and both', () => {
    expect(formatDuration(45)).toBe('45 min.');
    expect(formatDuration(60)).toBe('1 val.');
    expect(formatDuration(90)).toBe('1 val. 30 min.');
    expect(formatDuration(180)).toBe('3 val.');
    expect(formatDuration(0)).toBe('0 min.');
  });

  it('joins numbers to units with no-break spaces in running text', () => {
    expect(formatDuration(45, 'inText')).toBe(`45${NBSP}min.`);
    expect(formatDuration(60, 'inText')).toBe(`1${NBSP}val.`);
    expect(formatDuration(90, 'inText')).toBe(`1${NBSP}val. 30${NBSP}min.`);
  });

  it('rounds to whole minutes and never goes below zero', () => {
    expect(formatDuration(44.6)).toBe('45 min.');
    expect(formatDuration(-5)).toBe('0 min.');
  });
});
