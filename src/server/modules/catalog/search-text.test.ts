import { describe, expect, it } from 'vitest';
import { containsPattern, foldSearchText, searchTokens } from './search-text.ts';

describe('foldSearchText', () => {
  it('drops Lithuanian diacritics and case', () => {
    expect(foldSearchText('Grožio studija SAULĖ')).toBe('grozio studija saule');
    expect(foldSearchText('ĄČĘĖĮŠŲŪŽ ąčęėįšųūž')).toBe('aceeisuuz aceeisuuz');
  });
});

describe('searchTokens', () => {
  it('splits on spaces and punctuation, folds, and caps the count', () => {
    expect(searchTokens('  SauLė,  kirpimas ')).toEqual(['saule', 'kirpimas']);
    expect(searchTokens('a b c d e f g')).toHaveLength(5);
    expect(searchTokens(undefined)).toEqual([]);
    expect(searchTokens('   ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
