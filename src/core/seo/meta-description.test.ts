import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description.ts';

describe('metaDescription', () => {
  it('keeps a short text as it is, with white space folded', () => {
    expect(metaDescription('  Kirpimas   ir\n dažymas ')).toBe('Kirpimas ir dažymas');
  });

  it('cuts a long text at a word boundary and closes it with an ellipsis', () => {
    const text = 'Jauki grožio studija Vilniaus senamiestyje: kirpimai, dažymas, manikiūras ir pedikiūras.';
    const cut = metaDescription(text, 40);
    expect(cut).toBe('Jauki grožio studija Vilniaus…');
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(metaDescription('Kirpimai, dažymas, manikiūras ir pedikiūras', 20)).toBe('Kirpimai, dažymas…');
  });

  it('never exceeds the limit, even for one very long word', () => {
    const cut = metaDescription('a'.repeat(300), 155);
    expect(cut.length).toBe(155);
    expect(cut.endsWith('…')).toBe(true);
  });
});
