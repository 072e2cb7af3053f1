import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';

export interface BookingDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  brandName: string;
  /** Absolute origin for links in e-mails. */
  baseUrl: string;
  now: () => Date;
  background: BackgroundTasks;
}

/**
 * Work that follows a response (e-mails, notifications): never awaited by the request, never throws
 * out (failures are logged), and can be waited for, e.g. before shutting down.
 */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when everything started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(label, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: label }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
