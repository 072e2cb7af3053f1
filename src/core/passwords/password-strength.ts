/**
 * How guessable a new password is, and whether it may be used: one rule for sign-up, password change and
 * reset (the server enforces it; the forms show the same verdict while typing). The list of common and
 * breached passwords ships with the app (zxcvbn-ts's common dictionaries): no network call.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import {
  MAX_PASSWORD_LENGTH,
  MIN_ACCEPTED_SCORE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TEXTS,
  type PasswordOwner,
  type PasswordProblem,
  type PasswordVerdict,
} from './password-policy.ts';

/** Fewer letters than this left after taking out the person's own words means "built from them". */
const MIN_OWN_LETTERS = 4;

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
