import type { AdminResult } from './admin-schedules.ts';
import type { SessionUser } from './session-user.ts';
import { businessRefSchema, chosenSpecialistIdSchema } from './shared-schemas.ts';
import { z } from './zod.ts';
import { calendarInstant } from './local-date.ts';

// Blocked time: a specialist's lunch, training or errand, shown in the calendar and never offered for
// booking. Shared by the API and the calendar.

const TITLE_MAX = 80;
/** A block is at most a day long; longer absences are holidays or schedule changes. */
export const TIME_BLOCK_MAX_MINUTES = 24 * 60;
/** A block repeats weekly for at most this many weeks (a year). */
export const TIME_BLOCK_MAX_WEEKS = 52;

const title = z
  .string({ error: 'Įrašykite pavadinimą.' })
  .trim()
  .min(1, 'Įrašykite pavadinimą, pvz., „Pietūs“.')
  .max(TITLE_MAX, `Pavadinimas per ilgas (daugiausia ${TITLE_MAX} simbolių).`);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const timeBlockSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  /** ISO instants with the business's offset. */
  start: z.string(),
  end: z.string(),
  title: z.string(),
  /** Shared by the weekly copies created together; null for a single block. */
  seriesId: z.string().nullable(),
});
export type TimeBlockView = z.infer<typeof timeBlockSchema>;

export const createTimeBlockSchema = z.object({
  business: businessRefSchema,
  specialistId: chosenSpecialistIdSchema,
  start: calendarInstant('Nurodykite pradžios laiką.'),
  end: calendarInstant('Nurodykite pabaigos laiką.'),
  title,
  /** Weeks in a row, this one included: the same time is blocked on each (1 = only this one). */
  repeatWeeks: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Savaičių skaičius turi būti skaičius.' })
      .int('Savaičių skaičius turi būti sveikas.')
      .min(1, 'Bent 1 savaitė.')
      .max(TIME_BLOCK_MAX_WEEKS, `Daugiausia ${TIME_BLOCK_MAX_WEEKS} savaitės.`)
      .optional(),
  ),
});
export type CreateTimeBlockInput = z.infer<typeof createTimeBlockSchema>;

export const updateTimeBlockSchema = z
  .object({
    start: calendarInstant('Nurodykite pradžios laiką.').optional(),
    end: calendarInstant('Nurodykite pabaigos laiką.').optional(),
    title: title.optional(),
    specialistId: chosenSpecialistIdSchema.optional(),
  })
  .strict();
export type UpdateTimeBlockInput = z.infer<typeof updateTimeBlockSchema>;

export const timeBlockResultSchema = z.object({
  timeBlock: timeBlockSchema,
  /** Every block created, the first one included, when `repeatWeeks` was given. */
  timeBlocks: z.array(timeBlockSchema).optional(),
});
export type TimeBlockResult = z.infer<typeof timeBlockResultSchema>;

/**
 * Web-services group `timeBlocks`: the calendar page's dialog, by the API's rules (a block of another business,
 * or a colleague's for a specialist, is a 404).
 */
export interface TimeBlockServices {
  create(user: SessionUser, input: Record<string, unknown>): Promise<AdminResult<TimeBlockResult>>;
  update(
    user: SessionUser,
    id: string,
    input: Record<string, unknown>,
  ): Promise<AdminResult<TimeBlockResult>>;
  remove(user: SessionUser, id: string): Promise<AdminResult<{ message: string }>>;
}
