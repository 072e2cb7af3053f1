/**
 * The password rule's limits, texts and labels, without the strength estimator (which carries the list of
 * common passwords): pages that only need these stay small.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's 0–4 scale; below this a password falls to an online guessing attack (under 10⁶ guesses). */
export const MIN_ACCEPTED_SCORE = 2;
export const PASSWORD_TEXTS = Object.freeze({
  tooShort: `Slaptažodis turi būti ne trumpesnis nei ${MIN_PASSWORD_LENGTH} simboliai.`,
  tooLong: `Slaptažodis turi būti ne ilgesnis nei ${MAX_PASSWORD_LENGTH} simboliai.`,
  tooCommon:
    'Šis slaptažodis per daug paplitęs arba lengvai atspėjamas. Sugalvokite ilgesnį, pvz., kelių žodžių frazę.',
  personal: 'Slaptažodis negali būti sudarytas iš jūsų vardo ar el. pašto adreso.',
});

/** Lithuanian labels of the 0–4 score, weakest first (the strength meter reads them aloud too). */
export const STRENGTH_LABELS = ['Labai silpnas', 'Silpnas', 'Vidutinis', 'Stiprus', 'Labai stiprus'] as const;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'personal';

export interface PasswordVerdict {
  /** 0 (trivial) … 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  problem: PasswordProblem | null;
  /** The Lithuanian reason when `problem` is set. */
  message: string | null;
}

/** Whose password it is: their own words may not make it up. */
export interface PasswordOwner {
  email?: string | null | undefined;
  name?: string | null | undefined;
}
