import { isUuid } from './records/uuid.ts';

/**
 * Ids as one PostgreSQL array literal, to send as a single `$n::uuid[]` parameter: one plan whatever the
 * count, where `in ($1, …, $n)` makes a new statement for every length. Uuids hold no quotes or commas;
 * anything else is refused rather than quoted.
 */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!isUuid(id)) throw new RangeError(`Not a uuid: ${id}`);
  return `{${ids.join(',')}}`;
}
