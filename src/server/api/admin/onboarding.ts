import { z } from '@hono/zod-openapi';
import {
  ONBOARDING_INSTRUCTIONS,
  onboardedToggleSchema,
  onboardingStateSchema,
  publishResultSchema,
  skipInstructionBodySchema,
  skipInstructionResultSchema,
} from '../../../contracts/admin-onboarding.ts';
import { ADMIN_SLUG_PLACEHOLDER } from '../../../contracts/routes.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  onboardingStateFor,
  publishBusiness,
  setOnboarded,
  skipInstruction,
} from '../../modules/onboarding/onboarding.ts';
import { ADMIN_ERRORS, businessIdParams, type AdminApiDependencies } from './business.ts';
import { managerOf } from '../request-context.ts';

const tag = 'admin: onboarding';

const stateRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/onboarding',
  tag,
  summary: 'The onboarding checklist, computed from the business’s data (owner, admin or operator).',
  description:
    'Items: `profile`, `services`, `team`, `schedule` (required before publishing), `logo`, `booking-link` ' +
    '(optional; may be skipped). `ready` = every required item is done.',
  request: { params: businessIdParams },
  responses: { 200: json(onboardingStateSchema, 'The checklist') },
  errors: ADMIN_ERRORS,
});

const instructionParam = z
  .enum(ONBOARDING_INSTRUCTIONS, { error: 'Tokio patarimo nėra.' })
  .openapi({ param: { name: 'instruction', in: 'path' }, example: 'logo' });

const skipRoute = apiRoute({
  method: 'post',
  path: '/api/admin/skip-instuction/{instruction}',
  tag,
  summary: 'Skips an optional onboarding tip (the seed’s path, spelling included).',
  description:
    'The business comes from `business` (id or slug) in the query or the body, else the signed-in user’s ' +
    'business. Only optional tips (`logo`, `booking-link`) can be skipped: required steps answer 422. ' +
    'Owner, admin or operator. Repeating it changes nothing.',
  request: {
    params: z.object({ instruction: instructionParam }),
    query: skipInstructionBodySchema,
    body: jsonOrFormBody(skipInstructionBodySchema),
  },
  responses: { 200: json(skipInstructionResultSchema, 'Skipped') },
  errors: { ...ADMIN_ERRORS, 422: 'A required step cannot be skipped' },
});

const publishRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/publish',
  tag,
  summary: 'Publishes the business (onboarded = true: clients may book online) once the checklist is done.',
  description:
    'Owner, admin or operator. 422 `not_ready` names the required steps still missing. Publishing accepts ' +
    'the data-processing terms: their version, the time and the user are kept on the business.',
  request: { params: businessIdParams },
  responses: { 200: json(publishResultSchema, 'Published') },
  errors: { ...ADMIN_ERRORS, 422: 'Required steps are missing' },
});

const toggleRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/onboarded',
  tag,
  summary: 'The operator switches `onboarded` on or off, whatever the checklist says.',
  request: { params: businessIdParams, body: jsonOrFormBody(onboardedToggleSchema) },
  responses: { 200: json(publishResultSchema, 'Switched') },
  errors: ADMIN_ERRORS,
});

export function adminOnboardingApi({ db, now }: AdminApiDependencies) {
  return createRouter()
    .openapi(stateRoute, async (c) => {
      return c.json(await onboardingStateFor(db, managerOf(c)), 200);
    })
    .openapi(skipRoute, async (c) => {
      const { instruction } = c.req.valid('param');
      const body = c.req.header('content-type')
        ? parsedBody<z.infer<typeof skipInstructionBodySchema>>(c)
        : {};
      const target = body.business || c.req.valid('query').business || ADMIN_SLUG_PLACEHOLDER;
      await skipInstruction(db, { user: c.get('user'), business: target, instruction });
      return c.json({ success: true as const, instruction, skipped: true as const }, 200);
    })
    .openapi(publishRoute, async (c) => {
      const state = await publishBusiness(db, { ...managerOf(c), now: now() });
      return c.json(
        {
          success: true as const,
          onboarded: state.business.onboarded,
          message: 'Verslas paskelbtas! Klientai jau gali registruotis internetu.',
        },
        200,
      );
    })
    .openapi(toggleRoute, async (c) => {
      const { onboarded } = parsedBody<z.infer<typeof onboardedToggleSchema>>(c);
      const state = await setOnboarded(db, { ...managerOf(c), onboarded });
      return c.json(
        {
          success: true as const,
          onboarded: state.business.onboarded,
          message: onboarded
            ? 'Verslas pažymėtas kaip paskelbtas.'
            : 'Verslas paslėptas nuo registracijos internetu.',
        },
        200,
      );
    });
}
