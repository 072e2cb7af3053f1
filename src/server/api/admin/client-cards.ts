import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/app-error.ts';
import { successMessageSchema, succeeded } from '../../../contracts/shared-schemas.ts';
import { apiRoute, createRouter, idParamsOf, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { idOrSlugParamsSchema } from './business.ts';
import { BAD_INPUT_WITH_FIELDS, NOT_SIGNED_IN } from '../error-responses.ts';
import { eraseClientCard } from '../../modules/profile/personal-data.ts';
import { BUSINESS_PLACEHOLDER } from '../../modules/access/business-access.ts';
import { managedBusiness, managedRecord } from '../request-context.ts';
import {
  cardForUser,
  clientCardDetail,
  createWalkInCard,
  findClientCard,
  listClients,
  updateClientCard,
  upsertCardForUser,
} from '../../modules/client-cards/client-cards.ts';
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
  const manage = (c: Context<AppEnv>, idOrSlug: string) => managedBusiness(deps.db, c, idOrSlug);

  const cardById = (c: Context<AppEnv>, cardId: string) =>
    managedRecord(deps.db, {
      context: c,
      find: () => findClientCard(deps.db, cardId),
      notFoundMessage: CLIENT_CARD_TEXTS.notFound,
    });
  // Every answer that carries a card carries it whole, as of now.
  const detail = (card: Parameters<typeof clientCardDetail>[1]) =>
    clientCardDetail(deps.db, card, deps.now());

  return createRouter()
    .openapi(userCardRoute, async (c) => {
      const access = await manage(c, c.req.valid('query').business ?? BUSINESS_PLACEHOLDER);
      const card = await cardForUser(deps.db, access.business.id, c.req.valid('param').id);
      if (!card) throw notFound(CLIENT_CARD_TEXTS.notFound);
      return c.json({ card: await detail(card) }, 200);
    })
    .openapi(userCardUpsertRoute, async (c) => {
      const { business, ...fields } = parsedBody<UpsertClientCardInput>(c);
      const access = await manage(c, business ?? BUSINESS_PLACEHOLDER);
      const { card, created } = await deps.db.transaction((tx) =>
        upsertCardForUser(tx, { businessId: access.business.id, userId: c.req.valid('param').id, fields }),
      );
      const body = succeeded(CLIENT_CARD_TEXTS.saved, {
        card: await detail(card),
      });
      return created ? c.json(body, 201) : c.json(body, 200);
    })
    .openapi(listRoute, async (c) => {
      const access = await manage(c, c.req.valid('param').id);
      return c.json(await listClients(deps.db, access.business.id, c.req.valid('query')), 200);
    })
    .openapi(createCardRoute, async (c) => {
      const access = await manage(c, c.req.valid('param').id);
      const input = parsedBody<CreateClientCardInput>(c);
      const card = await createWalkInCard(deps.db, access.business.id, input);
      return c.json(succeeded(CLIENT_CARD_TEXTS.created, { card: await detail(card) }), 201);
    })
    .openapi(cardRoute, async (c) => {
      const card = await cardById(c, c.req.valid('param').cardId);
      return c.json({ card: await detail(card) }, 200);
    })
    .openapi(eraseRoute, async (c) => {
      const card = await cardById(c, c.req.valid('param').cardId);
      return c.json(
        await eraseClientCard(deps.db, { businessId: card.businessId, cardId: card.id, now: deps.now() }),
        200,
      );
    })
    .openapi(cardPatchRoute, async (c) => {
      const card = await cardById(c, c.req.valid('param').cardId);
      const updated = await updateClientCard(deps.db, card, c.req.valid('json'));
      return c.json(succeeded(CLIENT_CARD_TEXTS.saved, { card: await detail(updated) }), 200);
    });
}
