// The waitlist's intents and messages, shared by the pages whose actions take its forms.
export const WAITLIST_JOIN_INTENT = 'waitlist-join';
export const WAITLIST_LEAVE_INTENT = 'waitlist-leave';
export const OFFER_ACCEPT_INTENT = 'offer-accept';
export const OFFER_DECLINE_INTENT = 'offer-decline';

export const WAITLIST_JOINED = 'Pranešime, jei atsilaisvins laikas.';
export const WAITLIST_LEFT = 'Išėjote iš laukiančiųjų sąrašo.';
export const OFFER_DECLINED = 'Laikas pasiūlytas kitam laukiančiam klientui. Toliau laukiate kito laiko.';
