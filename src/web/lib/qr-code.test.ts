import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgPath } from './qr-code.ts';

// The QR library (uqr) at level M, without a border: the sizes and the fixed patterns of the standard,
// for the otpauth:// link of the set-up and other texts.

const OTPAUTH =
  'otpauth://totp/Gro%C5%BEio%20Laikas:klientas%40demo.lt?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Gro%C5%BEio%20Laikas&digits=6&period=30';

function hasFinderAt(matrix: boolean[][], left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy += 1) {
    for (let dx = 0; dx < 7; dx += 1) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (matrix[top + dy]![left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('encodeQr', () => {
  it('picks the smallest version that fits (level M, byte mode)', () => {
    expect(encodeQr('a')).toHaveLength(21);
    expect(encodeQr('x'.repeat(14))).toHaveLength(21);
    expect(encodeQr('x'.repeat(15))).toHaveLength(25);
    expect(encodeQr(OTPAUTH)).toHaveLength(49);
  });

  it('draws the three finder patterns and the timing lines', () => {
    const matrix = encodeQr(OTPAUTH);
    const size = matrix.length;
    expect(hasFinderAt(matrix, 0, 0)).toBe(true);
    expect(hasFinderAt(matrix, size - 7, 0)).toBe(true);
    expect(hasFinderAt(matrix, 0, size - 7)).toBe(true);
    for (let i = 8; i < size - 8; i += 1) {
      expect(matrix[6]![i]).toBe(i % 2 === 0);
      expect(matrix[i]![6]).toBe(i % 2 === 0);
    }
    expect(matrix[size - 8]![8]).toBe(true); // the dark module
  });

  it('is deterministic', () => {
    expect(encodeQr(OTPAUTH)).toEqual(encodeQr(OTPAUTH));
  });

  it('grows to a larger version for a long text (side = 4 × version + 17)', () => {
    const size = encodeQr('x'.repeat(700)).length;
    expect(size).toBeGreaterThan(49);
    expect((size - 17) % 4).toBe(0);
  });
});

describe('qrSvgPath', () => {
  it('draws one rectangle per run of dark modules', () => {
    expect(qrSvgPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });
});
