/** JSON aggregates may arrive parsed (pg, PGlite) or as text (other drivers or types): accept both; null -> fallback. */
export function parsedJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') return JSON.parse(value) as T;
  return value as T;
}
