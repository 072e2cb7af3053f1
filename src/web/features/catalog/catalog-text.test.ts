import { describe, expect, it } from 'vitest';
import { formatRating, reviewCountLabel, searchHeading, searchPath } from './catalog-text.ts';

const vilnius = { slug: 'vilnius', name: 'Vilnius', nameLocative: 'Vilniuje' };
const hair = { slug: 'kirpejai', name: 'Kirpimas', specialistsTitle: 'Kirpėjai' };

describe('catalog text', () => {
  it('builds search headings with the locative', () => {
    expect(searchHeading(hair, vilnius)).toBe('Kirpėjai Vilniuje');
    expect(searchHeading(null, vilnius)).toBe('Grožio specialistai Vilniuje');
    expect(searchHeading(hair, null)).toBe('Kirpėjai visoje Lietuvoje');
  });

  it('builds search paths with the "any" slugs', () => {
    expect(searchPath({ area: 'kirpejai', location: 'vilnius' })).toBe(
      '/grozio-specialistai/kirpejai/vilnius',
    );
    expect(searchPath({ q: ' saulė ', page: 2 })).toBe(
      '/grozio-specialistai/visi/visa-lietuva?q=saul%C4%97&puslapis=2',
    );
    expect(searchPath({ area: '', location: 'kaunas', page: 1 })).toBe('/grozio-specialistai/visi/kaunas');
  });

  it('counts reviews with Lithuanian plurals', () => {
    expect(reviewCountLabel(1)).toBe('1\u00A0atsiliepimas');
    expect(reviewCountLabel(3)).toBe('3\u00A0atsiliepimai');
    expect(reviewCountLabel(12)).toBe('12\u00A0atsiliepimų');
    expect(reviewCountLabel(0)).toBe('Dar nėra atsiliepimų');
  });

  it('formats ratings', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(5)).toBe('5,0');
  });
});
