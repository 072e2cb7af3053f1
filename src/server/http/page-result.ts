// Page loaders and actions get errors as values: the same use cases as the API run here, and the AppError
// one throws becomes `{ ok: false, status, error, message, fields? }` instead of an answer.
import type { z } from 'zod';
import type { AdminResult } from '../../contracts/admin-schedules.ts';
import { AppError } from './app-error.ts';
import { fieldErrors, INVALID_INPUT_MESSAGE } from './openapi.ts';

export async function pageResult<T>(run: () => Promise<T>): Promise<AdminResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    }
    throw error;
  }
}

/** Pages pass what a form posted: the same schema as the API checks its shape first (400 with fields). */
export function parsedInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const outcome = schema.safeParse(input);
  if (!outcome.success)
    throw new AppError('invalid_input', 400, INVALID_INPUT_MESSAGE, fieldErrors(outcome.error.issues));
  return outcome.data;
}

/**
 * A page loader's data, or null where the user may not see it (403) or it is not there (404): the page then
 * answers as for a missing page, telling a stranger nothing. Any other error is thrown on.
 */
export async function nullWhenRefused<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}
