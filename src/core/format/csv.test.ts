import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDecimal, spreadsheetSafe, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('separates with semicolons, ends lines with CRLF and starts with a byte order mark', () => {
    expect(
      toCsv([
        ['Laikotarpis', 'Vizitai'],
        ['2026 m. lapkritis', 12],
      ]),
    ).toBe(`${CSV_BOM}Laikotarpis;Vizitai\r\n2026 m. lapkritis;12\r\n`);
  });

  it('quotes fields with a separator, a quote or a line break', () => {
    expect(toCsv([['a;b', 'UAB „Saulė“ "A"', 'eilutė\nkita', 'paprasta']])).toBe(
      `${CSV_BOM}"a;b";"UAB „Saulė“ ""A""";"eilutė\nkita";paprasta\r\n`,
    );
  });
});

describe('csvDecimal', () => {
  it('writes a decimal comma', () => {
    expect(csvDecimal(1234.5, 2)).toBe('1234,50');
    expect(csvDecimal(0, 1)).toBe('0,0');
    expect(csvDecimal(7.25, 1)).toBe('7,3');
  });
});

describe('spreadsheetSafe', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+37060000000', "'+37060000000"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['UAB „Saulė“', 'UAB „Saulė“'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (text, safe) => {
    expect(spreadsheetSafe(text)).toBe(safe);
  });
});
