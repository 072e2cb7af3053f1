import { describe, expect, it, vi } from 'vitest';
import {
  carryMessage,
  flushCarriedMessages,
  parseStoredMessages,
  takeCarriedMessages,
} from './session-messages.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('parseStoredMessages', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['Išsaugota!', ['Išsaugota!']],
    ['"Išsaugota!"', ['Išsaugota!']],
    ['["Vienas", "Du", "", 3, null]', ['Vienas', 'Du', '3']],
    ['{"a":1}', []],
    ['[broken', ['[broken']],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredMessages(raw)).toEqual(expected);
  });
});

describe('carried messages', () => {
  it('reads and clears both keys', () => {
    const storage = memoryStorage({ success: '["Gerai"]', error: 'Blogai', other: 'x' });
    expect(takeCarriedMessages(storage)).toEqual({ success: ['Gerai'], error: ['Blogai'] });
    expect([...storage.data.keys()]).toEqual(['other']);
    expect(takeCarriedMessages(storage)).toEqual({ success: [], error: [] });
    expect(takeCarriedMessages(null)).toEqual({ success: [], error: [] });
  });

  it('appends to what is waiting, even a plain string', () => {
    const storage = memoryStorage({ success: 'Pirmas' });
    carryMessage('success', 'Antras', storage);
    carryMessage('error', 'Klaida', storage);
    expect(storage.data.get('success')).toBe('["Pirmas","Antras"]');
    expect(storage.data.get('error')).toBe('["Klaida"]');
  });

  it('flushes as success and danger toasts', () => {
    const storage = memoryStorage({ success: '["A","B"]', error: '"C"' });
    const show = vi.fn();
    expect(flushCarriedMessages(storage, show)).toBe(3);
    expect(show.mock.calls).toEqual([
      ['success', 'A'],
      ['success', 'B'],
      ['danger', 'C'],
    ]);
    expect(storage.data.size).toBe(0);
  });
});
