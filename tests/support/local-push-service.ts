/**
 * A real push service for tests, on 127.0.0.1 only: web-push-testing's service (it decrypts what it is
 * sent, checks the VAPID signature and answers 410 for an expired subscription) behind a listener that
 * records each request's headers and answers 404 under `/missing/` (a push service that forgot the
 * subscription). web-push-testing's own CLI listens on every interface; its app is mounted here instead.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { userVisibleOnly: 'true'; applicationServerKey: string }): Promise<TestSubscription>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}

const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => { _app: (req: unknown, res: unknown) => void; setRequestHandlers(): void };

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

export interface LocalPushService {
  origin: string;
  /** A new subscription for `applicationServerKey`, as a browser would get from its push service. */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted messages delivered to one subscription. */
  messages(clientHash: string): string[];
  /** From now on the service answers 410 for it. */
  expire(clientHash: string): void;
  /** The same subscription at an address the service answers 404 for. */
  missing(subscription: TestSubscription): TestSubscription;
  requests: PushRequest[];
  close(): Promise<void>;
}

export async function startLocalPushService({ port = 0 }: { port?: number } = {}): Promise<LocalPushService> {
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const requests: PushRequest[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    res.on('finish', () => requests.push({ path, headers: req.headers, status: res.statusCode }));
    if (path.startsWith('/missing/')) {
      req.resume();
      res.writeHead(404).end();
      return;
    }
    service._app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;
  return {
    origin,
    subscribe: (applicationServerKey) => model.subscribe({ userVisibleOnly: 'true', applicationServerKey }),
    messages: (clientHash) => model.getNotifications({ clientHash }).messages,
    expire: (clientHash) => model.expireSubscription(clientHash),
    missing: (subscription) => ({
      ...subscription,
      endpoint: `${origin}/missing/${subscription.clientHash}`,
    }),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
