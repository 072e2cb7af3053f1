import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('makes initials for an avatar', () => {
    expect(initialsOf('Rūta Petrauskienė')).toBe('RP');
    expect(initialsOf('Eglė')).toBe('E');
    expect(initialsOf('Šarūnas Antanas Žukas')).toBe('ŠŽ');
    expect(initialsOf('  ')).toBe('?');
  });
});
