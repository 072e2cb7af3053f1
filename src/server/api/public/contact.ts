import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../contracts/api-error.ts';
import {
  contactMessageInputSchema,
  contactSuccessSchema,
  type ContactMessageInput,
  type ContactServices,
} from '../../../contracts/contact.ts';
import { AppError } from '../../http/app-error.ts';
import { createRouter, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

const route = createRoute({
  method: 'post',
  path: '/api/public/contact',
  tags: ['public'],
  summary: 'Sends a message to the platform operator (the seed\'s named route "contact").',
  description:
    'Stored and e-mailed to the operator. At most 5 messages per e-mail address and 10 per client address ' +
    'per hour (429). A filled honeypot field (`website`) is acknowledged and dropped.',
  request: { body: jsonOrFormBody(contactMessageInputSchema) },
  responses: {
    200: { description: 'Sent', content: { 'application/json': { schema: contactSuccessSchema } } },
    400: errorResponse('Invalid fields, with Lithuanian messages per field'),
    429: errorResponse('Too many messages from this e-mail or client address'),
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
