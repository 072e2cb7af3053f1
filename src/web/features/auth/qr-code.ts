/**
 * The QR code of the authenticator link (two-factor set-up), from the `uqr` library, drawn as one SVG path.
 * Level M, as authenticator apps expect; the quiet zone is the SVG's own margin.
 */
import { encode } from 'uqr';

/** Rows of modules, `true` = dark. */
export type QrMatrix = boolean[][];

export function encodeQr(text: string): QrMatrix {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** One SVG path for the dark modules (1 unit = 1 module), for a crisp code at any size. */
export function qrSvgPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}
