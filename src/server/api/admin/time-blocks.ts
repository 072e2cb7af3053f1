import {
  createTimeBlockSchema,
  timeBlockResultSchema,
  updateTimeBlockSchema,
  type CreateTimeBlockInput,
} from '../../../contracts/admin-time-blocks.ts';
import { successMessageSchema } from '../../../contracts/shared-schemas.ts';
import type { Database } from '../../db/client.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonBody,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { SIGNED_IN_INPUT_WITH_FIELDS } from '../error-responses.ts';
import { recordChange, signedInUser } from '../request-context.ts';
import { createTimeBlocks, deleteTimeBlock, updateTimeBlock } from '../../modules/time-blocks/time-blocks.ts';

const errors = {
  ...SIGNED_IN_INPUT_WITH_FIELDS,
  404: 'Unknown business or block, one of another business, or (for a specialist) a colleague’s block',
} as const;
const writeErrors = {
  ...errors,
  403: 'A specialist blocking a colleague’s time',
  409: '`slot_taken`: overlaps a held visit or another block (the dates are named)',
  422: 'End not after the start, longer than a day, or an unknown or inactive specialist',
} as const;

const createRouteDef = apiRoute({
  method: 'post',
  path: '/api/admin/time-blocks',
  tag: 'admin',
  summary: 'Blocks a specialist’s time (lunch, training): never offered for booking.',
  description:
    'With `repeatWeeks` (1–52) the same wall-clock time is blocked that many weeks in a row, all or none, and the answer lists them in `timeBlocks`. A block may not overlap a pending or confirmed visit or another block (409).',
  request: { body: jsonOrFormBody(createTimeBlockSchema) },
  responses: { 201: json(timeBlockResultSchema, 'Created') },
  errors: writeErrors,
});

const patchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/time-block/{id}',
  tag: 'admin',
  summary: 'Moves, resizes, renames or hands over a block.',
  description: 'A new `start` without `end` keeps the length (dragging); `end` changes it (resizing).',
  request: { params: idParamsSchema, body: jsonBody(updateTimeBlockSchema) },
  responses: { 200: json(timeBlockResultSchema, 'Changed') },
  errors: writeErrors,
});

const deleteRoute = apiRoute({
  method: 'delete',
  path: '/api/admin/time-block/{id}',
  tag: 'admin',
  summary: 'Removes a block: the time is free for booking again.',
  request: { params: idParamsSchema },
  responses: { 200: json(successMessageSchema, 'Removed') },
  errors,
});

export function adminTimeBlocksApi(deps: { db: Database }) {
  const { db } = deps;
  return createRouter()
    .openapi(createRouteDef, async (c) =>
      c.json(await createTimeBlocks(db, signedInUser(c), parsedBody<CreateTimeBlockInput>(c)), 201),
    )
    .openapi(patchRoute, async (c) => c.json(await updateTimeBlock(db, recordChange(c)), 200))
    .openapi(deleteRoute, async (c) =>
      c.json(await deleteTimeBlock(db, signedInUser(c), c.req.valid('param').id), 200),
    );
}
