import type { SideEffectDependencies } from '../side-effects/side-effect-dependencies.ts';

/** E-mails and notifications become jobs, enqueued (`jobs`) in the transaction of the change. */
export type BookingDependencies = SideEffectDependencies;
