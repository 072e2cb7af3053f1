import { it } from 'vitest';
import { startTestServer } from './integration/support/test-server.ts';
import { createActors } from './integration/support/actors.ts';
it('dbg', async () => {
  const s = await startTestServer();
  const a = await createActors(s.db, s.url);
  const cookie = [...a.clients.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  for (const [method, path, withBody] of [['POST', '/api/admin/business/a%08b/logo/upload', true], ['GET', '/api/admin/business/a%08b/images', false], ['PATCH', '/api/admin/gallery-image/a', false], ['DELETE', '/api/admin/business/a%08b/logo/delete', false], ['POST', '/api/admin/business/%7F/logo/round', true], ['POST', '/api/admin/business/%7F/logo/round', true]] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    try {
      const r = await fetch(s.url + path, { method, headers: { cookie, origin: s.url, 'x-forwarded-for': '10.9.9.9' }, body: withBody ? form : undefined });
      console.log(method, path, r.status, r.headers.get('connection'), await r.text());
    } catch (e) { console.log(method, path, 'ERR', (e as Error).cause); }
  }
  await s.close();
});
