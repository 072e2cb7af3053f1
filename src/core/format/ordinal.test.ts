import { describe, expect, it } from 'vitest';
import { stepLabel } from './ordinal.ts';

describe('stepLabel', () => {
  it('names the first ten steps by their ordinal word', () => {
    expect(stepLabel(1)).toBe('Pirmas žingsnis');
    expect(stepLabel(2)).toBe('Antras žingsnis');
    expect(stepLabel(3)).toBe('Trečias žingsnis');
    expect(stepLabel(10)).toBe('Dešimtas žingsnis');
  });
  it('writes later steps as a number with the ordinal ending', () => {
    expect(stepLabel(12)).toBe('12-asis žingsnis');
  });
});
