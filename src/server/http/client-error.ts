import type { Duplex } from 'node:stream';
import type { ApiErrorCode } from '../../contracts/api-error.ts';

/** What Node itself refuses before the app sees a request, answered in the API's error shape in Lithuanian. */
const REFUSALS: Record<string, { status: number; reason: string; error: ApiErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'headers_too_large',
    message: 'Užklausos antraštės per didelės. Išvalykite šios svetainės slapukus ir bandykite dar kartą.',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    error: 'payload_too_large',
    message: 'Užklausa per didelė.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: 'request_timeout',
    message: 'Užklausa siųsta per ilgai. Bandykite dar kartą.',
  },
};
const MALFORMED: (typeof REFUSALS)[string] = {
  status: 400,
  reason: 'Bad Request',
  error: 'bad_request',
  message: 'Užklausa neteisinga.',
};

/**
 * The http server's `clientError` handler: a request Node could not parse (headers over `maxHeaderSize`,
 * malformed syntax, a timeout) gets a JSON answer and the connection closes, instead of Node's empty one.
 * Returns the status answered, or null when the connection could take no answer and was closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): number | null {
  // A reset connection, or one whose answer has begun, cannot take a response any more.
  if (
    error.code === 'ECONNRESET' ||
    !socket.writable ||
    (socket as { _httpMessage?: unknown })._httpMessage
  ) {
    socket.destroy();
    return null;
  }
  const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ error: refusal.error, message: refusal.message });
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  return refusal.status;
}
