import type { Server } from 'node:net';
import net from 'node:net';
import { StartupError } from '../config/startup-error.ts';

/** Listens, or throws a StartupError with one clear line when the port is taken or not allowed. */
export async function listen(server: Server, port: number, host: string): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new StartupError(
        `Prievadas ${port} (${host}) jau užimtas – jį naudoja kitas procesas; sustabdykite jį arba nurodykite kitą PORT. / Port ${port} is already in use.`,
      );
    }
    if (code === 'EACCES') {
      throw new StartupError(
        `Neleidžiama klausytis prievado ${port} (${host}); nurodykite kitą PORT. / Permission denied for port ${port}.`,
      );
    }
    throw error;
  }
}

/**
 * Whether the port can be listened on, checked before the (slow) loading of the app so that a busy port is
 * reported at once; the real listen reports it too should the port be taken in between.
 */
export async function probePort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listen(probe, port, host);
  await new Promise((resolve) => probe.close(resolve));
}
