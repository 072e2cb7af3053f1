import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { AppError } from '../../http/app-error.ts';
import { readClientFile } from './client-file.ts';

describe('readClientFile', () => {
  it('reads a UTF-8 CSV with a byte order mark, semicolons and a quoted line break', async () => {
    const text = '\uFEFFVardas;Pastabos\r\nOna;"Pirma eilutė\nantra; su kabliataškiu"\r\n';
    expect(await readClientFile(new TextEncoder().encode(text))).toEqual([
      ['Vardas', 'Pastabos'],
      ['Ona', 'Pirma eilutė\nantra; su kabliataškiu'],
    ]);
  });

  it('reads a CSV that an older Lithuanian Excel saved in Windows-1257', async () => {
    // "Pavardė;Rūta" with ė = 0xEB and ū = 0xFB in Windows-1257.
    const bytes = Uint8Array.from([0x50, 0x61, 0x76, 0x61, 0x72, 0x64, 0xeb, 0x3b, 0x52, 0xfb, 0x74, 0x61]);
    expect(await readClientFile(bytes)).toEqual([['Pavardė', 'Rūta']]);
  });

  it('reads the first sheet of an .xlsx workbook as text', async () => {
    const bytes = await writeXlsxFile([
      [{ value: 'Tel.' }, { value: 'Vardas' }],
      [{ value: 861234567 }, { value: 'Ona' }],
    ]).toBuffer();
    expect(await readClientFile(new Uint8Array(bytes))).toEqual([
      ['Tel.', 'Vardas'],
      ['861234567', 'Ona'],
    ]);
  });

  it('refuses a binary file that is neither', async () => {
    await expect(readClientFile(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(readClientFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9]))).rejects.toMatchObject({
      code: 'unsupported_file',
    });
  });
});
