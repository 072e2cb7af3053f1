/**
 * The QR code of the authenticator link (two-factor set-up) and the booking link, from the `uqr` library, drawn as one SVG path.
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

/** A standalone SVG file of the code with a quiet zone of `quiet` modules, for downloading and printing. */
export function qrSvgDocument(matrix: QrMatrix, quiet = 4): string {
  const size = matrix.length + quiet * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-quiet} ${-quiet} ${size} ${size}" ` +
    `width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges">` +
    `<rect x="${-quiet}" y="${-quiet}" width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${qrSvgPath(matrix)}" fill="#000"/></svg>`
  );
}
