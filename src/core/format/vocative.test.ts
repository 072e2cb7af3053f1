import { describe, expect, it } from 'vitest';
import { greeting, lithuanianVocative } from './vocative.ts';

describe('lithuanianVocative', () => {
  it.each([
    ['Ieva', 'Ieva'],
    ['Paulius', 'Pauliau'],
    ['Rasa', 'Rasa'],
    ['Vytautas', 'Vytautai'],
    ['Eglė', 'Egle'],
    ['Kęstutis', 'Kęstuti'],
    ['Kazys', 'Kazy'],
    ['Pranciškus', 'Pranciškau'],
    ['Tobijas', 'Tobijau'],
    ['ŽYDRŪNAS', 'Žydrūnai'],
    ['jonas', 'Jonai'],
  ])('%s -> %s', (name, vocative) => {
    expect(lithuanianVocative(name)).toBe(vocative);
  });

  it.each(['John', 'Li', 'A.', 'R2D2', '', 'Jean-Luc', 'Ingrid'])('gives up on "%s"', (name) => {
    expect(lithuanianVocative(name)).toBeNull();
  });
});

describe('greeting', () => {
  it('greets by the first name in the vocative', () => {
    expect(greeting('Ieva Petraitė')).toBe('Sveiki, Ieva!');
    expect(greeting('  Paulius  Jankus ')).toBe('Sveiki, Pauliau!');
    expect(greeting('Vytautas')).toBe('Sveiki, Vytautai!');
    expect(greeting('Eglė')).toBe('Sveiki, Egle!');
  });

  it('falls back to a neutral greeting', () => {
    expect(greeting('John Smith')).toBe('Sveiki!');
    expect(greeting('')).toBe('Sveiki!');
    expect(greeting(null)).toBe('Sveiki!');
  });
});
