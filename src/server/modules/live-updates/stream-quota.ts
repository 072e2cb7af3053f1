/**
 * Caps the event streams one process keeps open: per signed-in session and per client address, so that
 * one browser (or one script) cannot hold hundreds of connections and the memory behind them.
 */
export interface StreamQuota {
  /** A release function when a stream may open, or null when the session or the address is at its cap. */
  acquire(keys: { session: string; address: string }): (() => void) | null;
}

export function createStreamQuota(limits: { perSession: number; perAddress: number }): StreamQuota {
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    acquire({ session, address }) {
      if ((bySession.get(session) ?? 0) >= limits.perSession) return null;
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return null;
      add(bySession, session, 1);
      add(byAddress, address, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(bySession, session, -1);
        add(byAddress, address, -1);
      };
    },
  };
}
