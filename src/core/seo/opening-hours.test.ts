import { describe, expect, it } from 'vitest';
import { businessOpeningHours } from './opening-hours.ts';

describe('businessOpeningHours', () => {
  it('joins the specialists’ hours of a weekday into the time the door is open', () => {
    const ieva = {
      '1': [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    };
    const rasa = { '1': [{ start: '12:00', end: '19:00' }], '6': [{ start: '10:00', end: '16:00' }] };
    expect(businessOpeningHours([ieva, rasa])).toEqual([
      { dayOfWeek: 1, opens: '09:00', closes: '19:00' },
      { dayOfWeek: 6, opens: '10:00', closes: '16:00' },
    ]);
  });

  it('keeps a gap nobody works as two openings, and closes a day that ends at midnight at 23:59', () => {
    const week = {
      '3': [
        { start: '18:00', end: '24:00' },
        { start: '08:00', end: '12:00' },
      ],
    };
    expect(businessOpeningHours([week])).toEqual([
      { dayOfWeek: 3, opens: '08:00', closes: '12:00' },
      { dayOfWeek: 3, opens: '18:00', closes: '23:59' },
    ]);
  });

  it('has no hours for a business without schedules', () => {
    expect(businessOpeningHours([])).toEqual([]);
  });
});
