// /api/user/waitlist…: the signed-in client's waitlist entries and the offers made to them.
import {
  acceptedOfferSchema,
  joinWaitlistSchema,
  waitlistEntryAnswerSchema,
  waitlistListSchema,
  waitlistOfferAnswerSchema,
  waitlistOffersSchema,
  type JoinWaitlistInput,
} from '../../../contracts/waitlist.ts';
import {
  apiRoute,
  createRouter,
  idParamsSchema,
  json,
  jsonOrFormBody,
  parsedBody,
} from '../../http/openapi.ts';
import { EMAIL_NOT_VERIFIED, NOT_BOOKABLE, SIGNED_IN_INPUT } from '../error-responses.ts';
import { signedInUser } from '../request-context.ts';
import type { BookingDependencies } from '../../modules/booking/booking-dependencies.ts';
import { joinWaitlist, leaveWaitlist, waitingEntriesOf } from '../../modules/waitlist/waitlist-entries.ts';
import {
  acceptOffer,
  declineOffer,
  offerOfUser,
  openOffersOfUser,
} from '../../modules/waitlist/waitlist-offers.ts';

const errors = SIGNED_IN_INPUT;
const offerErrors = { ...errors, 404: 'offer_not_found: no such offer of this client' } as const;

const joinRoute = apiRoute({
  method: 'post',
  path: '/api/user/waitlist',
  tag: 'user',
  summary:
    'Puts the signed-in client on the waitlist for a date and a wall-clock window (a specialist or any).',
  description:
    'When a time that fits frees (a cancelled, declined or moved visit, a new schedule or override), the first ' +
    'client in line is offered it (in the app, by push and e-mail) and it is held for them for the business’s ' +
    '`waitlistHoldMinutes`; the whole visit lies within `from`–`to`.',
  request: { body: jsonOrFormBody(joinWaitlistSchema) },
  responses: { 201: json(waitlistEntryAnswerSchema, 'On the waitlist') },
  errors: {
    ...errors,
    ...NOT_BOOKABLE,
    409: 'time_available: the window has a free time now (book it); already_waiting: the client already waits for that service that day',
    422: 'date_out_of_range: the date is before today or past the booking horizon',
  },
});

const listRoute = apiRoute({
  method: 'get',
  path: '/api/user/waitlist',
  tag: 'user',
  summary:
    "The signed-in client's entries still waiting, by date, each with the offer holding a time for it.",
  responses: { 200: json(waitlistListSchema, 'Entries') },
  errors,
});

const leaveRoute = apiRoute({
  method: 'delete',
  path: '/api/user/waitlist/{id}',
  tag: 'user',
  summary: 'Takes the client off the waitlist; an open offer of the entry passes to the next in line.',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Off the list' } },
  errors: { ...errors, 404: 'waitlist_entry_not_found: no such waiting entry of this client' },
});

const offersRoute = apiRoute({
  method: 'get',
  path: '/api/user/waitlist/offers',
  tag: 'user',
  summary: "The signed-in client's open offers: held times, the soonest ending first.",
  responses: { 200: json(waitlistOffersSchema, 'Open offers') },
  errors,
});

const offerRoute = apiRoute({
  method: 'get',
  path: '/api/user/waitlist/offer/{id}',
  tag: 'user',
  summary: 'One offer of the client, in any status (the page the offer links to).',
  request: { params: idParamsSchema },
  responses: { 200: json(waitlistOfferAnswerSchema, 'Offer') },
  errors: offerErrors,
});

const acceptRoute = apiRoute({
  method: 'post',
  path: '/api/user/waitlist/offer/{id}/accept',
  tag: 'user',
  summary: 'Books the held time under the usual booking rules; a repeat gets the visit the first one booked.',
  request: { params: idParamsSchema },
  responses: { 201: json(acceptedOfferSchema, 'Booked') },
  errors: {
    ...offerErrors,
    ...EMAIL_NOT_VERIFIED,
    409: 'offer_expired: the hold ran out (the time went to the next in line) or the offer was let go; slot_taken',
    422: 'slot_unavailable: the time is no longer bookable (say, inside the lead time); phone_required',
  },
});

const declineRoute = apiRoute({
  method: 'post',
  path: '/api/user/waitlist/offer/{id}/decline',
  tag: 'user',
  summary: 'Lets the offered time go to the next in line; the entry keeps waiting for another time.',
  request: { params: idParamsSchema },
  responses: { 204: { description: 'Let go' } },
  errors: { ...offerErrors, 409: 'offer_expired: the offer is no longer open' },
});

export function userWaitlistApi(deps: BookingDependencies) {
  return createRouter()
    .openapi(joinRoute, async (c) => {
      const user = signedInUser(c, 'Norėdami laukti atsilaisvinusio laiko, prisijunkite.');
      const input = parsedBody<JoinWaitlistInput>(c);
      return c.json({ entry: await joinWaitlist(deps.db, { user, input, now: deps.now() }) }, 201);
    })
    .openapi(listRoute, async (c) => {
      const user = signedInUser(c);
      return c.json({ items: await waitingEntriesOf(deps.db, user) }, 200);
    })
    .openapi(offersRoute, async (c) => {
      const user = signedInUser(c);
      return c.json({ items: await openOffersOfUser(deps.db, user) }, 200);
    })
    .openapi(leaveRoute, async (c) => {
      await leaveWaitlist(deps.db, { user: signedInUser(c), entryId: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .openapi(offerRoute, async (c) => {
      const offer = await offerOfUser(deps.db, signedInUser(c), c.req.valid('param').id);
      return c.json({ offer }, 200);
    })
    .openapi(acceptRoute, async (c) => {
      const user = signedInUser(c, 'Norėdami užsiregistruoti vizitui, prisijunkite.');
      const appointment = await acceptOffer(deps, { user, offerId: c.req.valid('param').id });
      return c.json({ appointment }, 201);
    })
    .openapi(declineRoute, async (c) => {
      await declineOffer(deps.db, { user: signedInUser(c), offerId: c.req.valid('param').id });
      return c.body(null, 204);
    });
}
