// The commonest error responses of the API's routes, by the description every route gives them
// (the `errors` of `apiRoute`).
export const BAD_INPUT = { 400: 'Bad input' } as const;
export const BAD_INPUT_WITH_FIELDS = { 400: 'Bad input (with `fields`)' } as const;
export const NOT_SIGNED_IN = { 401: 'Not signed in' } as const;

/** A signed-in person's route that validates its input. */
export const SIGNED_IN_INPUT = { ...BAD_INPUT, ...NOT_SIGNED_IN } as const;
export const SIGNED_IN_INPUT_WITH_FIELDS = { ...BAD_INPUT_WITH_FIELDS, ...NOT_SIGNED_IN } as const;

/** A route that books (or waits for) a service, when the salon, service or specialist is not there. */
export const NOT_BOOKABLE = { 404: 'Unknown or not bookable business, service or specialist' } as const;
/** A client's booking before they have confirmed their e-mail address. */
export const EMAIL_NOT_VERIFIED = {
  403: 'email_not_verified: the account has not confirmed its e-mail address yet',
} as const;
