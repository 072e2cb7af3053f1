/**
 * The version of the privacy policy and terms (the data-processing terms for salons are a section of the
 * terms, so one version covers all three). Change it when their content changes in substance: a person who
 * accepted an older version is asked to accept the new one at their next visit.
 */
export const TERMS_VERSION = '2026-11-29';

/** The date the current version took effect, as the pages print it. */
export const TERMS_EFFECTIVE_DATE = '2026 m. lapkričio 29 d.';

/** The salons' data-processing terms are the section of the terms page with this id. */
export const DATA_PROCESSING_TERMS_ANCHOR = 'duomenu-tvarkymo-salygos';

/**
 * Whether a signed-in person must be told of new terms: only someone who accepted an older version. An
 * account with no acceptance on record (made before terms were recorded) is not stopped by a notice.
 */
export function termsNoticeDue(acceptedVersion: string | null): boolean {
  return acceptedVersion !== null && acceptedVersion !== TERMS_VERSION;
}
