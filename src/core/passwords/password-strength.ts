/**
 * How guessable a new password is, and whether it may be used: one rule for sign-up, password change and
 * reset (the server enforces it; the forms show the same verdict while typing). The list of common and
 * breached passwords ships with the app (zxcvbn-ts's common dictionaries): no network call.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's 0–4 scale; below this a password falls to an online guessing attack (under 10⁶ guesses). */
export const MIN_ACCEPTED_SCORE = 2;
/** Fewer letters than this left after taking out the person's own words means "built from them". */
const MIN_OWN_LETTERS = 4;

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

let estimator: ZxcvbnFactory | null = null;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator;
}

/** Lower case without diacritics, so "Eglė" and "egle" are one word. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The person's own words: the whole e-mail address, its local part and that part's pieces, and the parts of
 * the name (3+ letters), longest first.
 */
export function ownWords(owner: PasswordOwner): string[] {
  const email = fold(owner.email ?? '');
  const local = email.split('@')[0] ?? '';
  const pieces = [
    email,
    local,
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...fold(owner.name ?? '').split(/[^\p{L}\p{N}]+/u),
  ];
  return [...new Set(pieces.filter((word) => word.length >= 3))].sort((a, b) => b.length - a.length);
}

/** True when taking the person's own words out of the password leaves (almost) no letters of its own. */
function builtFromOwnWords(password: string, words: string[]): boolean {
  if (words.length === 0) return false;
  let rest = fold(password);
  const before = rest;
  for (const word of words) rest = rest.split(word).join(' ');
  if (rest === before) return false;
  return rest.replace(/[^\p{L}]/gu, '').length < MIN_OWN_LETTERS;
}

export function checkPasswordStrength(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const words = ownWords(owner);
  const score = strengthEstimator().check(password.slice(0, MAX_PASSWORD_LENGTH), words).score;
  const refuse = (problem: PasswordProblem, message: string): PasswordVerdict => ({
    score,
    problem,
    message,
  });
  if (password.length < MIN_PASSWORD_LENGTH) return refuse('too_short', PASSWORD_TEXTS.tooShort);
  if (password.length > MAX_PASSWORD_LENGTH) return refuse('too_long', PASSWORD_TEXTS.tooLong);
  if (builtFromOwnWords(password, words)) return { ...refuse('personal', PASSWORD_TEXTS.personal), score: 0 };
  if (score < MIN_ACCEPTED_SCORE) return refuse('too_common', PASSWORD_TEXTS.tooCommon);
  return { score, problem: null, message: null };
}
