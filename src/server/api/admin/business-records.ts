// The five routes of a dated record a business keeps for itself or one specialist (a holiday, a schedule
// override): the list and the create of the collection, the read, change and delete of one `{id}`.
import type { z } from '@hono/zod-openapi';
import { businessQuerySchema, namedBusinessQuerySchema } from '../../../contracts/admin-schedules.ts';
import {
  apiRoute,
  idParamsSchema,
  jsonBody,
  jsonOrFormBody,
  type ErrorDescriptions,
  type JsonResponse,
} from '../../http/openapi.ts';

/** What one record's routes send: its id, and the business only where the user has several. */
export const businessRecordRequest = { params: idParamsSchema, query: namedBusinessQuerySchema };

/**
 * `errors` are every route's; `invalid` the create's and the change's, which also refuse the record itself.
 * The create answers 201; the others 200.
 */
export function businessRecordRoutes<
  const C extends string,
  const R extends string,
  const E extends ErrorDescriptions,
  const V extends ErrorDescriptions,
  ListAnswer extends JsonResponse,
  CreateBody extends z.ZodType,
  CreateAnswer extends JsonResponse,
  GetAnswer extends JsonResponse,
  PatchBody extends z.ZodType,
  PatchAnswer extends JsonResponse,
  DeleteAnswer extends JsonResponse,
>(spec: {
  collection: C;
  record: R;
  errors: E;
  invalid: V;
  list: { summary: string; answer: ListAnswer };
  create: { summary: string; description: string; body: CreateBody; answer: CreateAnswer };
  get: { summary: string; answer: GetAnswer };
  patch: { summary: string; body: PatchBody; answer: PatchAnswer };
  delete: { summary: string; answer: DeleteAnswer };
}) {
  const { collection, record, errors, invalid } = spec;
  return {
    listRoute: apiRoute({
      method: 'get',
      path: collection,
      tag: 'admin',
      summary: spec.list.summary,
      request: { query: businessQuerySchema },
      responses: { 200: spec.list.answer },
      errors,
    }),
    createRoute: apiRoute({
      method: 'post',
      path: collection,
      tag: 'admin',
      summary: spec.create.summary,
      description: spec.create.description,
      request: { body: jsonOrFormBody(spec.create.body) },
      responses: { 201: spec.create.answer },
      errors: invalid,
    }),
    getRoute: apiRoute({
      method: 'get',
      path: record,
      tag: 'admin',
      summary: spec.get.summary,
      request: businessRecordRequest,
      responses: { 200: spec.get.answer },
      errors,
    }),
    patchRoute: apiRoute({
      method: 'patch',
      path: record,
      tag: 'admin',
      summary: spec.patch.summary,
      request: { ...businessRecordRequest, body: jsonBody(spec.patch.body) },
      responses: { 200: spec.patch.answer },
      errors: invalid,
    }),
    deleteRoute: apiRoute({
      method: 'delete',
      path: record,
      tag: 'admin',
      summary: spec.delete.summary,
      request: businessRecordRequest,
      responses: { 200: spec.delete.answer },
      errors,
    }),
  };
}
