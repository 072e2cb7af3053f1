import { describe, expect, it } from 'vitest';
import { blocksText, isSafeHref, parseInline, parseMarkdown } from './markdown.ts';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown(
      [
        '# Pavadinimas',
        '',
        'Pirma eilutė',
        'tęsiasi čia.',
        '',
        '## Žingsniai',
        '1. Atidarykite **Paslaugos**.',
        '2. Spauskite „Pridėti“',
        '   ir užpildykite formą.',
        '',
        '- vienas',
        '- du',
        '',
        '> Patarimas: *svarbu*.',
        '#### Smulkiau',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Pavadinimas' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Pirma eilutė tęsiasi čia.' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Žingsniai' }] },
      {
        type: 'list',
        ordered: true,
        items: [
          [
            { type: 'text', text: 'Atidarykite ' },
            { type: 'strong', children: [{ type: 'text', text: 'Paslaugos' }] },
            { type: 'text', text: '.' },
          ],
          [{ type: 'text', text: 'Spauskite „Pridėti“ ir užpildykite formą.' }],
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'vienas' }], [{ type: 'text', text: 'du' }]],
      },
      {
        type: 'quote',
        children: [
          { type: 'text', text: 'Patarimas: ' },
          { type: 'em', children: [{ type: 'text', text: 'svarbu' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'Smulkiau' }] },
    ]);
  });

  it('keeps raw HTML as plain text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script> ir <b>ne</b>');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script> ir <b>ne</b>' }] },
    ]);
  });

  it('handles Windows line endings and a list straight after a paragraph', () => {
    expect(parseMarkdown('Tekstas\r\n- punktas\r\n').map((b) => b.type)).toEqual(['paragraph', 'list']);
  });

  it('gives the plain text of a document', () => {
    expect(blocksText(parseMarkdown('## Antraštė\n\n**Labas** [nuoroda](/a)\n\n- x\n- y'))).toBe(
      'Antraštė\nLabas nuoroda\nx\ny',
    );
  });
});

describe('parseInline', () => {
  it('reads links, code and escapes', () => {
    expect(
      parseInline('Žr. [pagalbą](/administratorius/pagalba/sarasas/_) ir `kodas` \\*ne kursyvas\\*'),
    ).toEqual([
      { type: 'text', text: 'Žr. ' },
      {
        type: 'link',
        href: '/administratorius/pagalba/sarasas/_',
        children: [{ type: 'text', text: 'pagalbą' }],
      },
      { type: 'text', text: ' ir ' },
      { type: 'code', text: 'kodas' },
      { type: 'text', text: ' *ne kursyvas*' },
    ]);
  });

  it('turns unsafe link targets into plain text', () => {
    expect(parseInline('[spausk](javascript:alert(1))')).toEqual([{ type: 'text', text: 'spausk' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](//kitas.lt)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('leaves unmatched markers and snake_case words alone', () => {
    expect(parseInline('2 * 3 = 6, failas_pavadinimas_md ir **ne')).toEqual([
      { type: 'text', text: '2 * 3 = 6, failas_pavadinimas_md ir **ne' },
    ]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://grozio-laikas.lt', true],
    ['http://a.lt/x?y=1', true],
    ['mailto:info@example.lt', true],
    ['tel:+37061234567', true],
    ['/administratorius', true],
    ['#skyrius', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['vbscript:x', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
