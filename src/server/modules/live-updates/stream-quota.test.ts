import { describe, expect, it } from 'vitest';
import { createStreamQuota } from './stream-quota.ts';

describe('createStreamQuota', () => {
  it('refuses the session past its cap and lets it open again after a release', () => {
    const quota = createStreamQuota({ perSession: 2, perAddress: 10 });
    const first = quota.acquire({ session: 's', address: 'a' });
    const second = quota.acquire({ session: 's', address: 'a' });
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(quota.acquire({ session: 's', address: 'a' })).toBeNull();
    // Another session on the same address is not affected.
    expect(quota.acquire({ session: 't', address: 'a' })).not.toBeNull();
    first!();
    first!(); // A second release of the same stream changes nothing.
    expect(quota.acquire({ session: 's', address: 'a' })).not.toBeNull();
    expect(quota.acquire({ session: 's', address: 'a' })).toBeNull();
  });

  it('refuses the address past its cap whatever the sessions', () => {
    const quota = createStreamQuota({ perSession: 5, perAddress: 3 });
    for (const session of ['a', 'b', 'c']) expect(quota.acquire({ session, address: 'x' })).not.toBeNull();
    expect(quota.acquire({ session: 'd', address: 'x' })).toBeNull();
    expect(quota.acquire({ session: 'd', address: 'y' })).not.toBeNull();
  });
});
