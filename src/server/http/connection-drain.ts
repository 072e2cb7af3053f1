// Stopping without resetting anyone's connection. Node's own `server.close()` destroys idle keep-alive
// sockets at once, and a client that is sending its next request on one at that moment gets ECONNRESET
// without knowing whether the request was handled. Instead, while draining: no new connections, every
// response (in flight or arriving on a kept-alive socket) says `Connection: close` and its socket closes
// after it, and a socket that stays idle is closed by the keep-alive timeout the client was told about.
import type { Server as HttpServer, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/** How long a connection opened just before the drain has to send its first request. */
const FIRST_REQUEST_GRACE_MS = 2_000;

export interface ConnectionDrain {
  /**
   * Resolves once every connection has closed. `waitForIdle: false` closes idle kept-alive sockets at once:
   * only for callers that know no more requests are coming (tests).
   */
  drain(options?: { waitForIdle?: boolean }): Promise<void>;
}

export function trackConnections(server: HttpServer): ConnectionDrain {
  /** Requests being answered on each open socket (0 = idle between requests). */
  const sockets = new Map<Socket, number>();
  const inFlight = new Set<ServerResponse>();
  /** Sockets that have had a response: their clients were told how long the server keeps them open. */
  const served = new WeakSet<Socket>();
  let draining = false;
  let closeIdle = false;

  const closeIfIdle = (socket: Socket) => {
    if (sockets.get(socket) !== 0) return;
    if (closeIdle) return socket.destroySoon();
    // A kept-alive connection waits for its keep-alive timeout (or for its next request, answered with
    // `Connection: close`). A new one is given a moment for its first request, which may be on its way.
    if (!served.has(socket)) {
      setTimeout(() => {
        if (sockets.get(socket) === 0 && !served.has(socket)) socket.destroySoon();
      }, FIRST_REQUEST_GRACE_MS).unref();
    }
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    inFlight.add(response);
    served.add(socket);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight.delete(response);
      if (!sockets.has(socket)) return;
      sockets.set(socket, Math.max(0, (sockets.get(socket) ?? 1) - 1));
      if (draining) closeIfIdle(socket);
    });
  });

  return {
    drain({ waitForIdle = true } = {}) {
      draining = true;
      closeIdle = !waitForIdle;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      return new Promise<void>((resolve) => {
        // The plain net close: stop accepting, resolve when the last socket has closed (without the
        // http server's own closing of idle sockets).
        net.Server.prototype.close.call(server, () => resolve());
        for (const socket of sockets.keys()) closeIfIdle(socket);
      });
    },
  };
}
