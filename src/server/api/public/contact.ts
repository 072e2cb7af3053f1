import {
  contactMessageInputSchema,
  contactSuccessSchema,
  type ContactMessageInput,
  type ContactServices,
} from '../../../contracts/contact.ts';
import { AppError } from '../../http/app-error.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';

const route = apiRoute({
  method: 'post',
  path: '/api/public/contact',
  tag: 'public',
  summary: 'Sends a message to the platform operator (the seed\'s named route "contact").',
  description:
    'Stored and e-mailed to the operator. At most 5 messages per e-mail address and 10 per client address ' +
    'per hour (429). A filled honeypot field (`website`) is acknowledged and dropped.',
  request: { body: jsonOrFormBody(contactMessageInputSchema) },
  responses: { 200: json(contactSuccessSchema, 'Sent') },
  errors: {
    400: 'Invalid fields, with Lithuanian messages per field',
    429: 'Too many messages from this e-mail or client address',
  },
});

export function contactApi(contact: ContactServices) {
  return createRouter().openapi(route, async (c) => {
    const body = parsedBody<ContactMessageInput>(c);
    const result = await contact.send(body, {
      userId: c.get('user')?.id ?? null,
      clientIp: c.get('clientIp'),
    });
    if (!result.success) throw new AppError(result.error, 429, result.message);
    return c.json(result, 200);
  });
}
