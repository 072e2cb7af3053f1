import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';

/** What the business's changes to visits need: the database, the clock, and the queue for their events. */
export type AdminAppointmentDependencies = SideEffectDependencies;
