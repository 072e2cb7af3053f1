import type { z } from '@hono/zod-openapi';
import {
  markContactedResultSchema,
  operatorBusinessListSchema,
  operatorBusinessQuerySchema,
  operatorCreateBusinessSchema,
  operatorCreateResultSchema,
  ownerAssignmentResultSchema,
  ownerAssignmentSchema,
  type OperatorCreateBusiness,
} from '../../../contracts/admin-onboarding.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { SideEffectJob } from '../../modules/side-effects/side-effect-jobs.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import {
  createBusinessWithOwner,
  inviteOwner,
  listOperatorBusinesses,
  markAsContacted,
  requireOperator,
} from '../../modules/operator/operator-businesses.ts';
import { ADMIN_ERRORS, businessIdParams, type AdminApiDependencies } from './business.ts';
import { businessOfPath, managerOf } from '../request-context.ts';

const tag = 'admin: operator';

export interface OperatorApiDependencies extends AdminApiDependencies {
  jobs: JobQueue<SideEffectJob>;
  baseUrl: string;
  brandName: string;
}

const operatorErrors = {
  400: ADMIN_ERRORS[400],
  401: ADMIN_ERRORS[401],
  403: 'Not the platform operator',
} as const;

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/operator/businesses',
  tag,
  summary: 'Every business with its onboarding state, contact time and owner (operator only).',
  description:
    'Not-onboarded businesses first (never contacted first, then the longest waiting). `q` matches name, address slug, ' +
    'city, contacts and owner, ignoring case and diacritics; `state` = all | onboarded | not-onboarded.',
  request: { query: operatorBusinessQuerySchema },
  responses: { 200: json(operatorBusinessListSchema, 'Businesses') },
  errors: operatorErrors,
});

const createBusinessRoute = apiRoute({
  method: 'post',
  path: '/api/admin/operator/businesses',
  tag,
  summary: 'Creates a (not yet onboarded) business and e-mails its owner an invitation (operator only).',
  description:
    '`name`, `slug` (3–60 of a–z, 0–9 and hyphens, unique), `city` (location slug), `ownerEmail`. ' +
    'The owner becomes a member with the role owner when they accept the invitation (`/kvietimas/{token}`).',
  request: { body: jsonOrFormBody(operatorCreateBusinessSchema) },
  responses: { 201: json(operatorCreateResultSchema, 'Created and invited') },
  errors: {
    ...operatorErrors,
    409: 'The slug is taken',
    422: 'Unknown city',
    502: 'The invitation e-mail could not be sent (the business is created; resend from the list)',
  },
});

const ownerRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/owner',
  tag,
  summary: 'Invites (or re-invites) the owner of a business by e-mail (operator only).',
  description: 'A pending invitation to the same address is renewed: the old link stops working.',
  request: { params: businessIdParams, body: jsonOrFormBody(ownerAssignmentSchema) },
  responses: { 200: json(ownerAssignmentResultSchema, 'Invitation sent') },
  errors: {
    ...ADMIN_ERRORS,
    409: 'That person already owns the business',
    502: 'The e-mail could not be sent',
  },
});

const markRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/mark-as-contacted',
  tag,
  summary: 'Records that the operator contacted a not-yet-onboarded business (operator only).',
  description: 'An onboarded business answers 409 `already_onboarded`. Members of the business get 403.',
  request: { params: businessIdParams },
  responses: { 200: json(markContactedResultSchema, 'Marked') },
  errors: { ...ADMIN_ERRORS, 409: 'The business is onboarded already' },
});

export function adminOperatorApi(deps: OperatorApiDependencies) {
  const { db, now } = deps;
  const invitationDeps = () => ({
    db,
    jobs: deps.jobs,
    baseUrl: deps.baseUrl,
    brandName: deps.brandName,
    now,
  });
  return createRouter()
    .openapi(listRoute, async (c) => {
      requireOperator(c.get('user'));
      return c.json(await listOperatorBusinesses(db, c.req.valid('query'), now()), 200);
    })
    .openapi(createBusinessRoute, async (c) => {
      const operator = requireOperator(c.get('user'));
      const input = parsedBody<OperatorCreateBusiness>(c);
      return c.json(await createBusinessWithOwner(invitationDeps(), input, operator.id), 201);
    })
    .openapi(ownerRoute, async (c) => {
      const access = await businessOfPath(db, c);
      const operator = requireOperator(access.user);
      const { email } = parsedBody<z.infer<typeof ownerAssignmentSchema>>(c);
      return c.json(
        await inviteOwner(invitationDeps(), {
          businessId: access.business.id,
          email,
          invitedByUserId: operator.id,
        }),
        200,
      );
    })
    .openapi(markRoute, async (c) => {
      // Members learn that the business exists but may not do this (403); everyone else gets 404.
      const contactedAt = await markAsContacted(db, { ...managerOf(c), now: now() });
      return c.json({ success: true as const, contactedAt: contactedAt.toISOString() }, 200);
    });
}
