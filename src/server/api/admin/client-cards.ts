import { z } from '@hono/zod-openapi';
import {
  CLIENT_CARD_TEXTS,
  clientCardFieldsSchema,
  clientCardResultSchema,
  clientCardSavedSchema,
  clientListQuerySchema,
  clientListSchema,
  createClientCardInputSchema,
  upsertClientCardInputSchema,
  type CreateClientCardInput,
  type UpsertClientCardInput,
} from '../../../contracts/client-cards.ts';
import type { Database } from '../../db/client.ts';
import { successMessageSchema, succeeded } from '../../../contracts/shared-schemas.ts';
import { apiRoute, createRouter, idParamsOf, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { idOrSlugParamsSchema } from './business.ts';
import { BAD_INPUT_WITH_FIELDS, NOT_SIGNED_IN } from '../error-responses.ts';
import { BUSINESS_PLACEHOLDER } from '../../modules/access/business-access.ts';
import { managerOf, recordRequest } from '../request-context.ts';
import {
  addWalkInClient,
  changeClientCard,
  clientCardById,
  clientCardOfUser,
  eraseClientOnRequest,
  listBusinessClients,
  saveClientCardOfUser,
} from '../../modules/client-cards/managed-client-cards.ts';
import { businessRefSchema } from '../../../contracts/shared-schemas.ts';

export interface ClientCardsApiDependencies {
  db: Database;
  now: () => Date;
}

const accessErrors = {
  ...NOT_SIGNED_IN,
  403: 'A specialist of this business (client cards are for owners, admins and the operator)',
  404: 'No such business or card, or one of another business',
} as const;
const queryErrors = { ...accessErrors, 400: 'Bad query' } as const;
const saveErrors = {
  ...accessErrors,
  ...BAD_INPUT_WITH_FIELDS,
  409: 'Another card of the business has this phone or e-mail',
} as const;

const userIdParam = idParamsOf("The client's user id");
const cardIdParam = z.object({
  cardId: z.string().min(1).max(100).openapi({ description: 'Client card id (uuid)' }),
});
const businessQuery = z.object({
  business: businessRefSchema
    .optional()
    .openapi({ description: 'Business id or slug; absent or `_` = your (first) business', example: 'saule' }),
});

const userCardRoute = apiRoute({
  method: 'get',
  path: '/api/admin/user/{id}/client-card',
  tag: 'admin: clients',
  summary:
    "A client's card in a business, by the client's user id: contacts, notes, visit history and counts.",
  request: { params: userIdParam, query: businessQuery },
  responses: {
    200: json(clientCardResultSchema, 'The card'),
  },
  errors: queryErrors,
});

const userCardUpsertRoute = apiRoute({
  method: 'post',
  path: '/api/admin/user/{id}/client-card',
  tag: 'admin: clients',
  summary:
    "Creates or updates a client's card by user id (`name`, `phone`, `email`, `notes`; only what is sent).",
  description:
    'Creates the card from the account only when the person has an appointment with the business; otherwise 404. ' +
    'An empty `phone` or `email` clears it. 409 `duplicate_client` when another card has that phone or e-mail.',
  request: { params: userIdParam, body: jsonOrFormBody(upsertClientCardInputSchema) },
  responses: {
    200: json(clientCardSavedSchema, 'Updated'),
    201: json(clientCardSavedSchema, 'Created'),
  },
  errors: saveErrors,
});

const listRoute = apiRoute({
  method: 'get',
  path: '/api/admin/business/{id}/clients',
  tag: 'admin: clients',
  summary: "The business's client cards by name, searchable by name, e-mail or phone (`q`), 20 per page.",
  request: { params: idOrSlugParamsSchema, query: clientListQuerySchema },
  responses: {
    200: json(clientListSchema, 'A page of clients'),
  },
  errors: queryErrors,
});

const createCardRoute = apiRoute({
  method: 'post',
  path: '/api/admin/business/{id}/clients',
  tag: 'admin: clients',
  summary: 'Adds a walk-in client (a card without an account).',
  request: { params: idOrSlugParamsSchema, body: jsonOrFormBody(createClientCardInputSchema) },
  responses: {
    201: json(clientCardSavedSchema, 'Created'),
  },
  errors: saveErrors,
});

const cardRoute = apiRoute({
  method: 'get',
  path: '/api/admin/client-card/{cardId}',
  tag: 'admin: clients',
  summary: 'A client card by its id (also cards without an account).',
  request: { params: cardIdParam },
  responses: { 200: json(clientCardResultSchema, 'The card') },
  errors: accessErrors,
});

const cardPatchRoute = apiRoute({
  method: 'patch',
  path: '/api/admin/client-card/{cardId}',
  tag: 'admin: clients',
  summary: 'Changes a client card (`name`, `phone`, `email`, `notes`; only what is sent).',
  request: {
    params: cardIdParam,
    body: { content: { 'application/json': { schema: clientCardFieldsSchema } } },
  },
  responses: {
    200: json(clientCardSavedSchema, 'Updated'),
  },
  errors: saveErrors,
});

const eraseRoute = apiRoute({
  method: 'post',
  path: '/api/admin/client-card/{cardId}/erase',
  tag: 'admin: clients',
  summary: "Erases a client's personal data on their request (owner, admin or operator).",
  description:
    'Name, phone, e-mail and notes are removed and the account link is cut; the card stays as ' +
    '"Ištrintas klientas" so the visit history keeps its records. 409 `client_erased` when already done.',
  request: { params: cardIdParam },
  responses: { 200: json(successMessageSchema, 'Erased') },
  errors: { ...accessErrors, 409: 'Already erased' },
});

export function adminClientCardsApi(deps: ClientCardsApiDependencies) {
  const { db } = deps;
  return createRouter()
    .openapi(userCardRoute, async (c) => {
      const card = await clientCardOfUser(db, {
        user: c.get('user'),
        business: c.req.valid('query').business ?? BUSINESS_PLACEHOLDER,
        userId: c.req.valid('param').id,
        now: deps.now(),
      });
      return c.json({ card }, 200);
    })
    .openapi(userCardUpsertRoute, async (c) => {
      const { business, ...fields } = parsedBody<UpsertClientCardInput>(c);
      const { card, created } = await saveClientCardOfUser(db, {
        user: c.get('user'),
        business: business ?? BUSINESS_PLACEHOLDER,
        userId: c.req.valid('param').id,
        fields,
        now: deps.now(),
      });
      const body = succeeded(CLIENT_CARD_TEXTS.saved, { card });
      return created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(listRoute, async (c) => {
      const { list } = await listBusinessClients(db, { ...managerOf(c), query: c.req.valid('query') });
      return c.json(list, 200);
    })
    .openapi(createCardRoute, async (c) => {
      const card = await addWalkInClient(db, {
        ...managerOf(c),
        // Read after the access decision: an anonymous caller gets 401, not 415 for a missing body.
        readInput: () => parsedBody<CreateClientCardInput>(c),
        now: deps.now(),
      });
      return c.json(succeeded(CLIENT_CARD_TEXTS.created, { card }), 201);
    })
    .openapi(cardRoute, async (c) => {
      const { card } = await clientCardById(db, recordRequest(c, deps.now()));
      return c.json({ card }, 200);
    })
    .openapi(eraseRoute, async (c) => {
      return c.json(await eraseClientOnRequest(db, recordRequest(c, deps.now())), 200);
    })
    .openapi(cardPatchRoute, async (c) => {
      const card = await changeClientCard(db, {
        ...recordRequest(c, deps.now()),
        readInput: () => c.req.valid('json'),
      });
      return c.json(succeeded(CLIENT_CARD_TEXTS.saved, { card }), 200);
    });
}
