import { describe, expect, it } from 'vitest';
import { doneMessages, seriesDoneMessage, withSeriesDone } from './appointment-paths.ts';

describe('seriesDoneMessage', () => {
  it('agrees the participle and the noun with the count', () => {
    expect(seriesDoneMessage('created', 6)).toBe('Užregistruoti 6\u00A0serijos vizitai.');
    expect(seriesDoneMessage('moved', 1)).toBe('Perkeltas 1\u00A0serijos vizitas. Klientas informuotas.');
    expect(seriesDoneMessage('moved', 3)).toBe('Perkelti 3\u00A0serijos vizitai. Klientas informuotas.');
    expect(seriesDoneMessage('declined', 10)).toBe('Atmesta 10\u00A0serijos vizitų. Klientas informuotas.');
    expect(seriesDoneMessage('declined', 21)).toBe('Atmestas 21\u00A0serijos vizitas. Klientas informuotas.');
  });
});

describe('doneMessages', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);

  it('reads a series change and its count back from the address', () => {
    const path = withSeriesDone('/administratorius/vizitai/saule/atmesti/x?grizti=/a', 'atmesta-serija', 2);
    expect(doneMessages(request(path))).toEqual([seriesDoneMessage('declined', 2)]);
  });

  it('ignores a series code without a sensible count', () => {
    expect(doneMessages(request('/x?atlikta=perkelta-serija&kiek=0'))).toEqual([]);
    expect(doneMessages(request('/x?atlikta=perkelta-serija&kiek=abc'))).toEqual([]);
  });
});
