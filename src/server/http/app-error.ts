import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '../../contracts/api-error.ts';

/** The one error type services throw: a machine code, an HTTP status and a message for people (Lithuanian). */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ApiErrorCode,
    status: ContentfulStatusCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

export const notFound = (message = 'Įrašas nerastas.') => new AppError('not_found', 404, message);

// What the records most often missing are called, so every endpoint names them alike.
export const SPECIALIST_NOT_FOUND = 'Specialistas nerastas.';
export const VISIT_NOT_FOUND = 'Vizitas nerastas.';

/**
 * No such business, or none the user may see: 404 'Verslas nerastas.'. Most endpoints answer the general
 * `not_found`; the public reviews list and the push sign-up answer `business_not_found`, as they always have.
 */
export const businessNotFound = (code: 'not_found' | 'business_not_found' = 'not_found') =>
  new AppError(code, 404, 'Verslas nerastas.');
export const specialistNotFound = () => notFound(SPECIALIST_NOT_FOUND);
export const visitNotFound = () => notFound(VISIT_NOT_FOUND);

export const unauthorized = (message = 'Prašome prisijungti.') => new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Neturite teisės atlikti šio veiksmo.') =>
  new AppError('forbidden', 403, message);
