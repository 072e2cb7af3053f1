import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  isRouteErrorResponse,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { lowPriorityScriptPreloads } from './lib/script-priority.ts';

const STREAM_TIMEOUT_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyEvent =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          const body = lowPriorityScriptPreloads();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Every failure, also one inside a Suspense boundary that the shell renders around (its answer is
          // still a 500); a shell's own failure reaches `handleError` too, and is logged once.
          loadContext.reportError(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1000);
  });
}

export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * React Router's own refusals of a bad request (a POST to a page without a form, an unknown address) are
 * answers (4xx), not faults: only what failed on our side is logged, as React Router would by default.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  context.reportError(internal ?? error);
};
