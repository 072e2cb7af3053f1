import { describe, expect, it } from 'vitest';
import { DATE_FORMAT_MESSAGE } from '../core/schedules/date-range.ts';
import { NO_SUCH_DATE_MESSAGE, localDateSchema } from './local-date.ts';

const messageOf = (value: unknown) => {
  const result = localDateSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('localDateSchema', () => {
  it.each(['2026-01-31', '2028-02-29', '2000-01-01', '2999-12-31', '2026-12-24'])('takes %s', (date) => {
    expect(localDateSchema.parse(date)).toBe(date);
  });

  it.each(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2100-02-29'])(
    'refuses the day that does not exist: %s',
    (date) => expect(messageOf(date)).toBe(NO_SUCH_DATE_MESSAGE),
  );

  it.each(['1999-12-31', '0999-12-21', '0001-01-01', '3000-01-01'])(
    'refuses a year nobody books: %s',
    (date) => expect(messageOf(date)).toBe(NO_SUCH_DATE_MESSAGE),
  );

  it.each(['21.12.2026', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', '2026\u000001-01', '+02026-01-01'])(
    'refuses what is not YYYY-MM-DD: %j',
    (date) => expect(messageOf(date)).toBe(DATE_FORMAT_MESSAGE),
  );

  it('refuses other types and an empty text in Lithuanian', () => {
    expect(messageOf(20260101)).toBe(DATE_FORMAT_MESSAGE);
    expect(messageOf(null)).toBe(DATE_FORMAT_MESSAGE);
    expect(messageOf('')).toBe('Pasirinkite datą.');
  });
});
