import type { LithuanianPluralForms } from './plural.ts';

// The nouns the product counts, in their three Lithuanian forms (1 vizitas, 2 vizitai, 10 vizitų), written
// once so that every page and e-mail declines them alike.

export const VISIT_FORMS: LithuanianPluralForms = { one: 'vizitas', few: 'vizitai', many: 'vizitų' };
export const UPCOMING_VISIT_FORMS: LithuanianPluralForms = {
  one: 'būsimas vizitas',
  few: 'būsimi vizitai',
  many: 'būsimų vizitų',
};
export const SERVICE_FORMS: LithuanianPluralForms = { one: 'paslauga', few: 'paslaugos', many: 'paslaugų' };
export const SPECIALIST_FORMS: LithuanianPluralForms = {
  one: 'specialistas',
  few: 'specialistai',
  many: 'specialistų',
};
export const SALON_FORMS: LithuanianPluralForms = { one: 'salonas', few: 'salonai', many: 'salonų' };
export const REVIEW_FORMS: LithuanianPluralForms = {
  one: 'atsiliepimas',
  few: 'atsiliepimai',
  many: 'atsiliepimų',
};
export const CLIENT_FORMS: LithuanianPluralForms = { one: 'klientas', few: 'klientai', many: 'klientų' };
export const DAY_FORMS: LithuanianPluralForms = { one: 'diena', few: 'dienos', many: 'dienų' };
export const PHOTO_FORMS: LithuanianPluralForms = { one: 'nuotrauka', few: 'nuotraukos', many: 'nuotraukų' };
/** 1,5 valandos: a fraction takes the genitive singular. */
export const HOUR_FORMS: LithuanianPluralForms = {
  one: 'valanda',
  few: 'valandos',
  many: 'valandų',
  fraction: 'valandos',
};
