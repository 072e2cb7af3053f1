import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDecimal, toCsv } from './csv.ts';

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

describe('csvCell', () => {
  it('prefixes text that a spreadsheet would read as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://kitur.lt","Spausti")')).toBe(
      `"'=HYPERLINK(""http://kitur.lt"",""Spausti"")"`,
    );
    expect(csvCell('+370 600 00000')).toBe("'+370 600 00000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves other text and numbers as they are', () => {
    expect(csvCell('Manikiūras = grožis')).toBe('Manikiūras = grožis');
    expect(csvCell('')).toBe('');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12)).toBe('12');
  });

  it('is what toCsv writes for every cell', () => {
    expect(toCsv([['=1+1', '@a', 'Kirpimas']])).toBe(`${CSV_BOM}'=1+1;'@a;Kirpimas\r\n`);
  });
});

describe('csvDecimal', () => {
  it('writes a decimal comma', () => {
    expect(csvDecimal(1234.5, 2)).toBe('1234,50');
    expect(csvDecimal(0, 1)).toBe('0,0');
    expect(csvDecimal(7.25, 1)).toBe('7,3');
  });
});

describe('csvCell keeps typed text from becoming a formula', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+37060000000', "'+37060000000"],
    ['-2+3', "'-2+3"],
    ['-23,96', '-23,96'], // an amount stays a number
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`], // and quoted, as it holds a line break
    ['UAB „Saulė“', 'UAB „Saulė“'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (text, safe) => {
    expect(csvCell(text)).toBe(safe);
  });
});
