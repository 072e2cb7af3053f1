import { z } from '@hono/zod-openapi';
import {
  adminSpecialistSchema,
  moveSchema,
  removalResultSchema,
  specialistCreateSchema,
  specialistPatchSchema,
  teamMemberSchema,
  type SpecialistCreate,
  type SpecialistPatch,
} from '../../../contracts/admin-team.ts';
import { apiRoute, createRouter, json, jsonBody, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  createSpecialist,
  teamFor,
  moveSpecialist,
  removeSpecialist,
  updateSpecialist,
} from '../../modules/team/specialists.ts';
import { ADMIN_ERRORS, businessIdParams, type AdminApiDependencies } from './business.ts';
import { businessOfPath, managerOf } from '../request-context.ts';
import { SPECIALIST_ID_MESSAGE } from '../../../contracts/shared-schemas.ts';

const specialistIdParam = z.uuid({ error: SPECIALIST_ID_MESSAGE }).openapi({
  param: { name: 'specialistId', in: 'path' },
  example: '5f0c1b2a-3d4e-4f50-8a6b-7c8d9e0f1a2b',
});
const specialistParams = businessIdParams.extend({ specialistId: specialistIdParam });

const listSchema = z.object({ items: z.array(adminSpecialistSchema), members: z.array(teamMemberSchema) });
const itemSchema = z.object({ specialist: adminSpecialistSchema });
const tag = 'admin: specialists';
const saveErrors = {
  ...ADMIN_ERRORS,
  409: 'The account is already linked to another specialist',
  422: 'A service of another business, or an e-mail of no member',
} as const;

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/specialists',
  tag,
  summary: 'The team: every specialist (inactive ones too) and the member accounts they can be linked to.',
  description: 'Members (also specialists, who get no `members`) and the operator.',
  request: { params: businessIdParams },
  responses: { 200: json(listSchema, 'Specialists') },
  errors: ADMIN_ERRORS,
});

const createSpecialistRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/specialists',
  tag,
  summary: 'Adds a specialist with a default weekly schedule (owner, admin or operator).',
  description:
    '`name`, `title`, `active`, `serviceIds` they perform, and `userEmail` of a member account to link. ' +
    "The new specialist gets the business's most common weekly schedule (or Monday–Friday 09:00–18:00) from today, " +
    'so they are bookable at once. The photo is set by the photo upload. JSON or form data.',
  request: { params: businessIdParams, body: jsonOrFormBody(specialistCreateSchema) },
  responses: { 201: json(itemSchema, 'Created') },
  errors: saveErrors,
});

const patchSpecialistRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/business/{id}/specialists/{specialistId}',
  tag,
  summary: 'Changes a specialist; `active: false` takes them out of booking (owner, admin or operator).',
  description:
    'Any of the create fields. `serviceIds` replaces the list; an empty `userEmail` unlinks the account.',
  request: {
    params: specialistParams,
    body: jsonBody(specialistPatchSchema),
  },
  responses: { 200: json(itemSchema, 'Changed') },
  errors: saveErrors,
});

const moveSpecialistRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/specialists/{specialistId}/move',
  tag,
  summary: 'Moves a specialist one place up or down in the order clients see (owner, admin or operator).',
  request: {
    params: specialistParams,
    body: jsonOrFormBody(moveSchema),
  },
  responses: {
    200: json(z.object({ items: z.array(adminSpecialistSchema) }), 'The team in the new order'),
  },
  errors: ADMIN_ERRORS,
});

const deleteSpecialistRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/business/{id}/specialists/{specialistId}',
  tag,
  summary: 'Deletes a specialist, or deactivates one whom appointments reference (owner, admin or operator).',
  request: { params: specialistParams },
  responses: { 200: json(removalResultSchema, 'Deleted or deactivated') },
  errors: ADMIN_ERRORS,
});

export function adminSpecialistsApi({ db, now }: AdminApiDependencies) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const access = await businessOfPath(db, c);
      const { specialists: items, members } = await teamFor(db, access, now());
      return c.json({ items, members }, 200);
    })
    .openapi(createSpecialistRoute, async (c) => {
      const input = parsedBody<SpecialistCreate>(c);
      return c.json({ specialist: await createSpecialist(db, { ...managerOf(c), input, now: now() }) }, 201);
    })
    .openapi(patchSpecialistRoute, async (c) => {
      const { specialistId } = c.req.valid('param');
      const patch: SpecialistPatch = c.req.valid('json');
      const changed = { ...managerOf(c), specialistId, patch, now: now() };
      return c.json({ specialist: await updateSpecialist(db, changed) }, 200);
    })
    .openapi(moveSpecialistRoute, async (c) => {
      const { specialistId } = c.req.valid('param');
      const { direction } = parsedBody<{ direction: 'up' | 'down' }>(c);
      const move = { ...managerOf(c), specialistId, direction, now: now() };
      return c.json({ items: await moveSpecialist(db, move) }, 200);
    })
    .openapi(deleteSpecialistRoute, async (c) => {
      const { specialistId } = c.req.valid('param');
      return c.json(await removeSpecialist(db, { ...managerOf(c), specialistId }), 200);
    });
}
