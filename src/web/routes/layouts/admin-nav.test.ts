import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { navFor } from './admin-nav.tsx';

const ids = (...args: Parameters<typeof navFor>) =>
  navFor(...args).flatMap((section) => section.items.map((item) => item.id));

describe('the admin menu', () => {
  it('shows a user without a role in the business nothing of a business', () => {
    expect(ids(false, null, '_')).toEqual(['home']);
    expect(ids(false, null, 'svetimas')).toEqual(['home']);
  });

  it('gives the operator their tools even without a business', () => {
    expect(ids(true, null, 'nezinomas')).toEqual(['home', 'operator']);
  });

  it('shows a specialist their own calendar and work time, not the business’s management', () => {
    const items = ids(false, 'specialist', 'saule');
    expect(items).toEqual(expect.arrayContaining(['appointments', 'calendar', 'schedules', 'holidays']));
    for (const managerOnly of ['settings', 'services', 'team', 'billing', 'clients', 'invitations', 'images'])
      expect(items).not.toContain(managerOnly);
  });

  it('shows managers everything, with links to the business being looked at', () => {
    const owner = navFor(false, 'owner', 'saule').flatMap((section) => section.items);
    expect(owner.map((item) => item.id)).toEqual(expect.arrayContaining(['settings', 'clients', 'billing']));
    expect(owner.map((item) => item.id)).not.toContain('operator');
    expect(owner.find((item) => item.id === 'clients')?.href).toContain('/saule');
    expect(ids(true, 'operator', 'saule')).toEqual(expect.arrayContaining(['settings', 'operator']));
  });

  it('gives every entry an icon of its own, so that the collapsed menu tells them apart', () => {
    const items = [...navFor(true, 'owner', 'saule'), ...navFor(true, 'operator', 'saule')].flatMap(
      (section) => section.items,
    );
    const iconOf = new Map(items.map((item) => [item.id, (item.icon as ReactElement).type]));
    const owners = new Map<unknown, string[]>();
    for (const [id, icon] of iconOf) owners.set(icon, [...(owners.get(icon) ?? []), id]);
    expect([...owners.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });
});
