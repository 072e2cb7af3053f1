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
export const unauthorized = (message = 'Prašome prisijungti.') => new AppError('unauthorized', 401, message);
export const forbidden = (message = 'Neturite teisės atlikti šio veiksmo.') =>
  new AppError('forbidden', 403, message);
