import { z } from './zod.ts';
import { serviceIdSchema } from './shared-schemas.ts';
import { MAX_GROUP_SERVICES, MIN_GROUP_SERVICES } from '../core/appointments/visit-group.ts';

export const VISIT_SERVICES_COUNT_MESSAGE = `Viename vizite galima rinktis nuo ${MIN_GROUP_SERVICES} iki ${MAX_GROUP_SERVICES} paslaugų.`;
export const VISIT_SERVICES_REPEATED_MESSAGE = 'Ta pati paslauga vizite pasirinkta kelis kartus.';

/**
 * Several services of one visit, in the order they are performed: a JSON array, or (a query, a form)
 * ids separated by commas.
 */
export const visitServiceListSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()) : value),
    z
      .array(serviceIdSchema)
      .min(MIN_GROUP_SERVICES, VISIT_SERVICES_COUNT_MESSAGE)
      .max(MAX_GROUP_SERVICES, VISIT_SERVICES_COUNT_MESSAGE),
  )
  .refine((ids) => new Set(ids).size === ids.length, VISIT_SERVICES_REPEATED_MESSAGE);
