import { z } from '@hono/zod-openapi';
import { successSchema } from '../../../contracts/shared-schemas.ts';
import { AppError } from '../../http/app-error.ts';
import { apiRoute, createRouter, json, jsonOrFormBody, parsedBody } from '../../http/openapi.ts';
import { BAD_INPUT } from '../error-responses.ts';
import type { Database } from '../../db/client.ts';
import {
  consumeErrorReport,
  ERROR_REPORT_LIMIT_MESSAGE,
  ERROR_REPORTS_PER_MINUTE,
} from '../../modules/error-log/error-report-limit.ts';
import { recordBrowserError } from '../../modules/error-log/record-browser-error.ts';

const tokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'Neteisingas klaidos žymuo.')
  .openapi({ example: 'k3j9x2p1q8' });

const bodySchema = z.object({
  message: z
    .string({ error: 'Klaidos aprašymas privalomas.' })
    .trim()
    .min(1, 'Klaidos aprašymas privalomas.')
    .transform((m) => m.slice(0, 4000)),
  token: tokenSchema,
  url: z.string().max(2000).optional(),
});

const route = apiRoute({
  method: 'post',
  path: '/api/public/log-an-error/{token}',
  tag: 'public',
  summary: 'Records a browser-side error (the seed request helper reports failures here).',
  description: `Anonymous; at most ${ERROR_REPORTS_PER_MINUTE} reports per client address per minute (429).`,
  request: { params: z.object({ token: tokenSchema }), body: jsonOrFormBody(bodySchema) },
  responses: { 200: json(successSchema, 'Stored') },
  errors: { ...BAD_INPUT, 429: 'Too many reports from this address' },
});

export function logAnErrorApi(db: Database, now: () => Date) {
  return createRouter().openapi(route, async (c) => {
    const { token } = c.req.valid('param');
    const body = parsedBody<z.infer<typeof bodySchema>>(c);
    if (body.token !== token) {
      throw new AppError('invalid_input', 400, 'Klaidos žymuo nesutampa.', {
        token: 'Klaidos žymuo nesutampa.',
      });
    }
    // Anyone may call this: without a limit a script could fill the error log and the database.
    if (!(await consumeErrorReport(db, c.get('clientIp')))) {
      throw new AppError('too_many_requests', 429, ERROR_REPORT_LIMIT_MESSAGE);
    }
    const url = body.url ?? c.req.header('referer') ?? null;
    const { level, repeated } = await recordBrowserError(
      db,
      {
        message: body.message,
        token,
        url,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        userId: c.get('user')?.id ?? null,
      },
      now(),
    );
    // The browser's failure, not the server's: never at error level in the server's log, and a repeat once.
    if (!repeated) {
      const line = { report: body.message.slice(0, 500), url, source: 'browser' };
      if (level === 'warning') c.get('logger').info(line, 'browser reported a refused request');
      else c.get('logger').warn(line, 'browser reported a failure');
    }
    return c.json({ success: true as const }, 200);
  });
}
