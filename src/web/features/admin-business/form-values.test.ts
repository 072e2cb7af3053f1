import { describe, expect, it } from 'vitest';
import { centsToEuroInput, checkboxValue, eurosToCents, formFields, listValue } from './form-values.ts';

describe('eurosToCents', () => {
  it.each([
    ['25', 2500],
    ['25,5', 2550],
    ['25.50', 2550],
    [' 1 250,00 € ', 125000],
    ['0', 0],
    ['0,05', 5],
  ])('%j → %d', (text, cents) => {
    expect(eurosToCents(text)).toBe(cents);
  });

  it.each(['', 'dvidešimt', '-5', '1,234', '1.2.3'])('%j is not an amount', (text) => {
    expect(eurosToCents(text)).toBeNaN();
  });
});

describe('centsToEuroInput', () => {
  it('formats cents for an input', () => {
    expect(centsToEuroInput(2550)).toBe('25,50');
    expect(centsToEuroInput(5)).toBe('0,05');
  });
});

describe('form readers', () => {
  it('reads fields, lists and checkboxes', () => {
    const form = new FormData();
    form.append('name', 'Ona');
    form.append('serviceIds', 'a');
    form.append('serviceIds', 'b');
    form.append('active', 'on');
    expect(formFields(form, ['name', 'title'])).toEqual({ name: 'Ona' });
    expect(listValue(form, 'serviceIds')).toEqual(['a', 'b']);
    expect(checkboxValue(form, 'active')).toBe(true);
    expect(checkboxValue(form, 'missing')).toBe(false);
  });
});
