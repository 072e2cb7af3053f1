// Catalogue constants the browser needs on every public page, kept apart from the zod schemas of
// catalog.ts so that a page linking to a search does not download the validation library.

/**
 * Search URLs always carry both segments (`/grozio-specialistai/{area}/{location}`); these slugs stand for
 * "any area" and "anywhere". The API accepts them too (same as leaving the parameter out).
 */
export const ANY_AREA_SLUG = 'visi';
export const ANY_LOCATION_SLUG = 'visa-lietuva';
export const SEARCH_PAGE_SIZE = 12;
