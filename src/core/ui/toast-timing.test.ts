import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE, ONLINE_MESSAGE, countToastWords, toastDurationMs } from './toast-timing.ts';

describe('countToastWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['Sveiki', 1],
    ['  a   b ', 2],
    ['a\tb\nc', 3],
    ['a\u00A0b', 2],
    ['Tel. numeris išsaugotas sėkmingai!', 4],
    ['Pabandykite iš naujo arba <a href="/susisiekti">susisiekite su mumis</a>', 7],
    ['a – b', 3],
  ])('%j has %d words', (text, words) => {
    expect(countToastWords(text)).toBe(words);
  });
});

describe('toastDurationMs', () => {
  it('is 4000 ms for an empty text without link', () => {
    expect(toastDurationMs('', { hasLinkOrButton: false })).toBe(4000);
  });

  it('adds 8000 ms for a link or button', () => {
    expect(toastDurationMs('', { hasLinkOrButton: true })).toBe(12_000);
  });

  it('adds 1000/3 ms per word, rounded to whole ms', () => {
    expect(toastDurationMs('vienas', { hasLinkOrButton: false })).toBe(4333);
    expect(toastDurationMs('vienas du', { hasLinkOrButton: false })).toBe(4667);
    expect(toastDurationMs('vienas du trys', { hasLinkOrButton: false })).toBe(5000);
    expect(toastDurationMs('vienas du trys', { hasLinkOrButton: true })).toBe(13_000);
  });

  it('times the seed texts', () => {
    // 8 words
    expect(toastDurationMs(OFFLINE_MESSAGE, { hasLinkOrButton: false })).toBe(6667);
    // 4 words
    expect(toastDurationMs(ONLINE_MESSAGE, { hasLinkOrButton: false })).toBe(5333);
  });
});
