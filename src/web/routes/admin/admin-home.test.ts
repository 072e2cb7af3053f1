import { describe, expect, it } from 'vitest';
import { greeting, lithuanianVocative } from './admin-home.tsx';

describe('admin greeting', () => {
  it.each([
    ['Jonas', 'Jonai'],
    ['Kęstutis', 'Kęstuti'],
    ['Paulius', 'Pauliau'],
    ['Kazys', 'Kazy'],
    ['Rasa', 'Rasa'],
    ['Eglė', 'Eglė'],
  ])('%s → %s', (name, vocative) => {
    expect(lithuanianVocative(name)).toBe(vocative);
  });

  it('greets by first name, or without one', () => {
    expect(greeting('Tomas Petraitis')).toBe('Sveiki, Tomai!');
    expect(greeting('  ')).toBe('Sveiki!');
  });
});
