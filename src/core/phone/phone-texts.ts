// The texts of saving a phone number (the specification's), without the phone library.
export const PHONE_SAVED = 'Tel. numeris išsaugotas sėkmingai!';
export const PHONE_FIX_ERRORS = 'Prašome ištaisyti klaidas!';
export const PHONE_SAVE_EXCEPTION = 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.';
export const PHONE_SAVE_BUTTON = 'Išsaugoti';
export const PHONE_SAVING_BUTTON = 'Išsaugoma...';
