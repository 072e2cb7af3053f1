/**
 * The fields of a partial update that were given, as they are: in a patch, a field left out (undefined)
 * keeps its stored value, while null is a value to store.
 */
export function givenFields<T extends object, K extends keyof T>(
  patch: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const given: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (patch[key] !== undefined) given[key] = patch[key];
  }
  return given;
}
