import { z } from './zod.ts';
import type { AuthApiErrorCode } from './auth-errors.ts';

/**
 * Every machine code the app itself sends in `{ error }`: `AppError` takes only these, so a new refusal is
 * added here first and the web can match codes that exist.
 */
export const apiErrorCodes = [
  // Any route
  'bad_request',
  'invalid_input',
  'unauthorized',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'unsupported_body',
  'idempotency_key_reused',
  'internal_error',
  // Businesses, team and services
  'business_not_found',
  'specialist_not_found',
  'service_not_found',
  'client_not_found',
  'specialist_inactive',
  'unknown_specialist',
  'unknown_service',
  'unknown_city',
  'unknown_area',
  'service_not_performed',
  'slug_taken',
  'domain_taken',
  'duplicate_client',
  'not_a_member',
  'already_member',
  'already_onboarded',
  'not_ready',
  'instruction_required',
  // Billing plans
  'premium_required',
  // Invoices
  'invoice_not_found',
  'invoice_already_credited',
  // Appointments
  'slot_taken',
  'slot_unavailable',
  'outside_working_hours',
  'in_past',
  'cutoff_passed',
  // A visit of several services acts only as a whole (a part cannot be moved or changed alone).
  'visit_group',
  'invalid_status',
  'invalid_transition',
  'not_editable',
  'reason_required',
  'undo_expired',
  // Reviews
  'not_completed',
  'already_reviewed',
  'review_not_editable',
  'already_replied',
  'review_hidden',
  'not_ended',
  'series_clash',
  'not_in_series',
  // Schedules and holidays
  'invalid_schedule',
  'invalid_override',
  'invalid_holiday',
  'not_public_holiday',
  'public_holiday_past',
  // Invitations
  'invitation_closed',
  'invitation_expired',
  'invitation_revoked',
  'invitation_used',
  'wrong_user',
  'user_already_linked',
  // Images
  'empty_file',
  'file_too_large',
  'image_too_large',
  'corrupt_image',
  'unsupported_image',
  'gallery_full',
  // Profile, e-mail and live updates
  'invalid_phone',
  'verified_email',
  'too_soon',
  'password_required',
  'invalid_password',
  'invalid_code',
  'code_already_used',
  'too_many_attempts',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  'two_factor_not_started',
  'too_many_streams',
  // Web push
  'unknown_push_service',
  // Phone requirement, plans and personal data
  'phone_required',
  'email_not_verified',
  'premium_required',
  'sole_owner',
  'client_erased',
  // Client import
  'unsupported_file',
  'too_many_rows',
  'import_expired',
  'import_undone',
  // Marketing consent
  'invalid_unsubscribe_link',
  // Waitlist
  'waitlist_entry_not_found',
  'already_waiting',
  'time_available',
  'date_out_of_range',
  'offer_not_found',
  'offer_expired',
] as const;
export type AppErrorCode = (typeof apiErrorCodes)[number];

/** A code in an error answer: the app's own, or a better-auth refusal from `/api/auth/*` in lower case. */
export type ApiErrorCode = AppErrorCode | AuthApiErrorCode;

/** Every non-2xx answer of the API; `error` stays a string on the wire so an unknown code still parses. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
