import { createHash, randomBytes } from 'node:crypto';

/** Invitations expire a week after they are (re)sent. */
export const INVITATION_TTL_DAYS = 7;

/** A fresh secret for the `/kvietimas/{token}` link: 32 random bytes, URL-safe. Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token: a leaked table (or backup) cannot be used to accept
 * someone else's invitation. SHA-256 is enough here because the token itself carries 256 bits of entropy.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The shape a token from a URL must have before we bother the database with it. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}
