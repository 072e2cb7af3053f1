/**
 * Whether a string is a uuid. Look-ups check an id from a URL or a body first: PostgreSQL answers a malformed
 * one compared with a uuid column with an error, where the caller means "not found".
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
