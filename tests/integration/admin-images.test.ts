import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS } from '../../src/contracts/images.ts';
import { business, galleryImage, specialist } from '../../src/server/db/schema.ts';
import {
  ALL_ACTORS,
  MANAGERS_WRITE,
  startServerWithActors,
  useServerWithActors,
  type ActorName,
  type Actors,
} from './support/actors.ts';
import { type TestServer } from './support/test-server.ts';

const { server, actors, as } = useServerWithActors();

// ---------------------------------------------------------------- files made in the test

async function png(width = 64, height = 48, colour = '#c2185b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A real JPEG with EXIF: camera, GPS position and orientation 6 (shot rotated: stored 300×200, shown 200×300). */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '54/1 41/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '25/1 16/1 0/1',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A "pixel bomb": a valid PNG header claiming 100000×100000 pixels, in about 1 KB. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(bytes: Buffer, name = 'paveikslelis.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

function fileOf(url: string): string {
  return path.join(server.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
}

async function businessRow(id: string) {
  const [row] = await server.db.select().from(business).where(eq(business.id, id));
  return row!;
}

// ---------------------------------------------------------------- the authorisation matrix

describe('authorisation matrix (anonymous 401, client 404, specialist 403, other business 404, managers 200)', () => {
  it.each(ALL_ACTORS)('GET images, logo, round logo, profile upload and delete as %s', async (actor) => {
    const id = actors.home.business.id;
    const expected = MANAGERS_WRITE[actor];
    expect((await as(actor).get(`/api/admin/business/${id}/images`)).status).toBe(expected);
    const logo = await as(actor).post(`/api/admin/business/${id}/logo/upload`, upload(await png()));
    expect(logo.status, logo.text).toBe(expected);
    const round = await as(actor).post(`/api/admin/business/${id}/logo/round`, upload(await png()));
    expect(round.status, round.text).toBe(expected);
    const profile = await as(actor).post(
      `/api/admin/business/${id}/profile/upload`,
      upload(await png(900, 500)),
    );
    expect(profile.status, profile.text).toBe(expected);
    expect((await as(actor).delete(`/api/admin/business/${id}/profile/delete`)).status).toBe(expected);
    expect((await as(actor).delete(`/api/admin/business/${id}/logo/delete`)).status).toBe(expected);
  });

  it.each(ALL_ACTORS)('gallery create, upload, patch, order and delete as %s', async (actor) => {
    const id = actors.home.business.id;
    const expected = MANAGERS_WRITE[actor];
    const created = await as(actor).post('/api/admin/gallery-image/create', {
      business: id,
      caption: 'Salonas',
    });
    expect(created.status, created.text).toBe(expected === 200 ? 201 : expected);

    // Acting on an image that exists (made by the owner), so 404 means "not yours", not "no such image".
    const made = await as('owner').post('/api/admin/gallery-image/create', { business: id });
    const imageId = made.json.id as string;
    const uploaded = await as(actor).post(
      `/api/admin/gallery-image/${imageId}/upload`,
      upload(await png(500, 400)),
    );
    expect(uploaded.status, uploaded.text).toBe(expected);
    expect((await as(actor).patch(`/api/admin/gallery-image/${imageId}`, { caption: 'Nauja' })).status).toBe(
      expected,
    );
    expect((await as(actor).post(`/api/admin/business/${id}/gallery/order`, { ids: [imageId] })).status).toBe(
      expected,
    );
    expect((await as(actor).delete(`/api/admin/gallery-image/${imageId}`)).status).toBe(expected);
  });

  it.each(ALL_ACTORS)(
    'specialist photo upload and delete as %s (a specialist may change their own)',
    async (actor) => {
      const own = actors.home.specialist.id;
      const expected = actor === 'specialist' ? 200 : MANAGERS_WRITE[actor];
      const uploaded = await as(actor).post(
        `/api/admin/specialist/${own}/photo/upload`,
        upload(await png(300, 300)),
      );
      expect(uploaded.status, uploaded.text).toBe(expected);
      expect((await as(actor).delete(`/api/admin/specialist/${own}/photo/delete`)).status).toBe(expected);
    },
  );

  it.each(ALL_ACTORS)(
    "answers %s by who may before it judges the upload (a refused caller's file is not read)",
    async (actor) => {
      const id = actors.home.business.id;
      // Not even multipart: reading the upload would refuse it (415) before anything else.
      const junk = { file: 'ne failas' };
      const refused = MANAGERS_WRITE[actor] === 200 ? null : MANAGERS_WRITE[actor];
      const logo = await as(actor).post(`/api/admin/business/${id}/logo/upload`, junk);
      expect(logo.status, logo.text).toBe(refused ?? 415);
    },
  );

  it("refuses another business's images by id (404), for the slug and for records", async () => {
    const other = actors.other.business;
    expect((await as('admin').get(`/api/admin/business/${other.slug}/images`)).status).toBe(404);
    const made = await as('otherAdmin').post('/api/admin/gallery-image/create', { business: other.id });
    expect(made.status).toBe(201);
    expect((await as('admin').delete(`/api/admin/gallery-image/${made.json.id}`)).status).toBe(404);
    expect(
      (
        await as('admin').post(`/api/admin/business/${actors.home.business.id}/gallery/order`, {
          ids: [made.json.id],
        })
      ).status,
    ).toBe(404);
    const [otherSpecialist] = await server.db
      .select()
      .from(specialist)
      .where(eq(specialist.businessId, other.id));
    expect(
      (
        await as('specialist').post(
          `/api/admin/specialist/${otherSpecialist!.id}/photo/upload`,
          upload(await png()),
        )
      ).status,
    ).toBe(404);
  });
});

describe("the images page's action (deletes, captions, order) and the team page's photo delete", () => {
  // Pages need the web build: a server of their own, with its own actors.
  let pages: { server: TestServer; actors: Actors };
  beforeAll(async () => {
    pages = await startServerWithActors({ withWeb: true });
  });
  afterAll(() => pages?.server.close());
  const pagePath = () => `/administratorius/nuotraukos/${pages.actors.home.business.slug}`;
  /** A page form's status: 302 (to sign in), 404 (the error view) or the action's own answer. */
  const post = (actor: ActorName, path: string, fields: Record<string, string>) =>
    pages.actors.clients[actor].postForm(path, fields);
  const api = (actor: ActorName) => pages.actors.clients[actor];
  const PAGE_WRITE: Readonly<Record<ActorName, number>> = { ...MANAGERS_WRITE, anonymous: 302 };

  it.each(ALL_ACTORS)('caption, order and delete of a gallery image as %s', async (actor) => {
    const expected = PAGE_WRITE[actor];
    const made = await api('owner').post('/api/admin/gallery-image/create', {
      business: pages.actors.home.business.id,
    });
    const imageId = made.json.id as string;
    const caption = await post(actor, pagePath(), { intent: 'caption', imageId, caption: 'Iš puslapio' });
    expect(caption.status).toBe(expected);
    const order = await post(actor, pagePath(), { intent: 'order', ids: imageId });
    expect(order.status).toBe(expected);
    const removed = await post(actor, pagePath(), { intent: 'delete-gallery-image', imageId });
    expect(removed.status).toBe(expected);
    const [row] = await pages.server.db.select().from(galleryImage).where(eq(galleryImage.id, imageId));
    if (expected === 200) expect(row).toBeUndefined();
    else expect(row?.caption).toBe('');
  });

  it("answers another business's gallery image as a missing one and keeps it", async () => {
    const other = pages.actors.other.business;
    const made = await api('otherAdmin').post('/api/admin/gallery-image/create', { business: other.id });
    const refused: Record<string, string>[] = [
      { intent: 'delete-gallery-image', imageId: made.json.id },
      { intent: 'caption', imageId: made.json.id, caption: 'Svetima' },
      { intent: 'delete-gallery-image', imageId: "1' or '1'='1" },
    ];
    for (const fields of refused) {
      expect((await post('owner', pagePath(), fields)).status).toBe(404);
    }
    const order = await post('owner', pagePath(), { intent: 'order', ids: made.json.id });
    expect(order.status).toBe(404);
    const [row] = await pages.server.db.select().from(galleryImage).where(eq(galleryImage.id, made.json.id));
    expect(row?.caption).toBe('');
  });

  it('deletes the logo and the cover from the page, and refuses a caption that is too long', async () => {
    const id = pages.actors.home.business.id;
    await api('owner').post(`/api/admin/business/${id}/logo/upload`, upload(await png(400, 400)));
    await api('owner').post(`/api/admin/business/${id}/profile/upload`, upload(await png(900, 500)));
    expect((await post('owner', pagePath(), { intent: 'delete-logo' })).status).toBe(200);
    expect((await post('owner', pagePath(), { intent: 'delete-cover' })).status).toBe(200);
    const [row] = await pages.server.db.select().from(business).where(eq(business.id, id));
    expect(row?.logoSquareUrl).toBeNull();
    expect(row?.profileImageUrl).toBeNull();

    const made = await api('owner').post('/api/admin/gallery-image/create', { business: id });
    const tooLong = await post('owner', pagePath(), {
      intent: 'caption',
      imageId: made.json.id,
      caption: 'a'.repeat(1000),
    });
    expect(tooLong.status).toBe(400);
    expect((await post('owner', pagePath(), { intent: 'nežinomas' })).status).toBe(400);
  });

  it.each(ALL_ACTORS)(
    'team page: the specialist photo delete as %s (a specialist may delete their own)',
    async (actor) => {
      const own = pages.actors.home.specialist.id;
      await api('owner').post(`/api/admin/specialist/${own}/photo/upload`, upload(await png(300, 300)));
      const expected = actor === 'specialist' ? 200 : PAGE_WRITE[actor];
      const answer = await post(actor, `/administratorius/komanda/${pages.actors.home.business.slug}`, {
        intent: 'delete-photo',
        specialistId: own,
      });
      expect(answer.status).toBe(expected);
      const [row] = await pages.server.db.select().from(specialist).where(eq(specialist.id, own));
      if (expected === 200) expect(row?.photoUrl).toBeNull();
      else expect(row?.photoUrl).not.toBeNull();
    },
  );
});

// ---------------------------------------------------------------- what is stored

describe('uploads', () => {
  it('stores the logo as square 512/256 WebP plus a round variant with transparent corners, and replaces the old files', async () => {
    const id = actors.home.business.id;
    const first = await as('owner').post(
      `/api/admin/business/${id}/logo/upload`,
      upload(await png(800, 600)),
    );
    expect(first.status, first.text).toBe(200);
    expect(first.json.message).toBe(IMAGE_TEXTS.logoSaved);
    expect(Object.keys(first.json.urls).sort()).toEqual(['256', '512']);
    expect(first.json.url).toBe(first.json.urls['512']);
    expect(first.json).toMatchObject({ width: 512, height: 512 });
    expect(Object.keys(first.json.logoRound.urls).sort()).toEqual(['256', '512']);

    const square = await sharp(await readFile(fileOf(first.json.urls['256']))).metadata();
    expect(square).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const round = sharp(await readFile(fileOf(first.json.logoRound.url)));
    expect(await round.metadata()).toMatchObject({ format: 'webp', width: 512, height: 512, hasAlpha: true });
    const { data, info } = await round.raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left corner: transparent
    expect(data[(256 * info.width + 256) * 4 + 3]).toBe(255); // centre: opaque

    const row = await businessRow(id);
    expect(row.logoSquareUrl).toBe(first.json.url);
    expect(row.logoRoundUrl).toBe(first.json.logoRound.url);

    // Served from /uploads with long-lived cache headers.
    const served = await fetch(new URL(first.json.url, server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    await served.arrayBuffer();

    const second = await as('admin').post(
      `/api/admin/business/${id}/logo/upload`,
      upload(await png(300, 300, '#00aa00')),
    );
    expect(second.status).toBe(200);
    expect(second.json.url).not.toBe(first.json.url);
    const files = await storedFiles();
    for (const old of [
      ...Object.values(first.json.urls),
      ...Object.values(first.json.logoRound.urls),
    ] as string[]) {
      expect(files).not.toContain(old.replace(/^\/uploads\//, ''));
    }
    expect(files).toContain((second.json.urls['256'] as string).replace(/^\/uploads\//, ''));
  });

  it('a separate round logo keeps the square one', async () => {
    const id = actors.home.business.id;
    const before = await businessRow(id);
    const response = await as('owner').post(
      `/api/admin/business/${id}/logo/round`,
      upload(await png(200, 200, '#123456')),
    );
    expect(response.status, response.text).toBe(200);
    const after = await businessRow(id);
    expect(after.logoSquareUrl).toBe(before.logoSquareUrl);
    expect(after.logoRoundUrl).toBe(response.json.url);
    expect(after.logoRoundUrl).not.toBe(before.logoRoundUrl);
  });

  it('re-encodes a JPEG without its EXIF and GPS metadata, turned upright by its orientation', async () => {
    const original = await jpegWithGps();
    const meta = await sharp(original).metadata();
    expect(meta.exif?.includes(Buffer.from('GPS-1'))).toBe(true);
    expect(meta.orientation).toBe(6);

    const id = actors.home.business.id;
    const response = await as('owner').post(
      `/api/admin/business/${id}/profile/upload`,
      upload(original, 'nuotrauka.jpg', 'image/jpeg'),
    );
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.json.urls).sort()).toEqual(['1600', '400', '800']);
    for (const url of Object.values(response.json.urls) as string[]) {
      const bytes = await readFile(fileOf(url));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // Orientation 6 applied: the 300×200 pixels become 200×300; never enlarged.
    expect(response.json).toMatchObject({ width: 200, height: 300 });
    expect((await businessRow(id)).profileImageUrl).toBe(response.json.url);
  });

  it('deletes the profile image and its files', async () => {
    const id = actors.home.business.id;
    const uploaded = await as('owner').post(
      `/api/admin/business/${id}/profile/upload`,
      upload(await png(1000, 500)),
    );
    const response = await as('owner').delete(`/api/admin/business/${id}/profile/delete`);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(IMAGE_TEXTS.profileDeleted);
    expect((await businessRow(id)).profileImageUrl).toBeNull();
    const files = await storedFiles();
    for (const url of Object.values(uploaded.json.urls) as string[])
      expect(files).not.toContain(url.replace(/^\/uploads\//, ''));
  });

  it('gallery: create, upload at 1600/800/400, caption, move, bulk order, delete with files', async () => {
    const id = actors.home.business.id;
    await server.db.delete(galleryImage).where(eq(galleryImage.businessId, id));
    const ids: string[] = [];
    for (const caption of ['Pirma', 'Antra', 'Trečia']) {
      const created = await as('owner').postForm('/api/admin/gallery-image/create', {
        business: actors.home.business.slug,
        caption,
      });
      expect(created.status, created.text).toBe(201);
      expect(created.json.image).toMatchObject({ caption, url: null, urls: {} });
      ids.push(created.json.id);
    }
    const uploaded = await as('owner').post(
      `/api/admin/gallery-image/${ids[0]}/upload`,
      upload(await png(2400, 1200)),
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.json).toMatchObject({ width: 1600, height: 800 });
    expect(uploaded.json.image.urls).toEqual(uploaded.json.urls);
    const small = await sharp(await readFile(fileOf(uploaded.json.urls['400']))).metadata();
    expect(small).toMatchObject({ width: 400, height: 200 });

    // Replacing the file removes the previous one.
    const replaced = await as('owner').post(
      `/api/admin/gallery-image/${ids[0]}/upload`,
      upload(await png(900, 900)),
    );
    expect(replaced.status).toBe(200);
    expect(
      (await storedFiles()).some(
        (f) => f === (uploaded.json.urls['800'] as string).replace(/^\/uploads\//, ''),
      ),
    ).toBe(false);

    const moved = await as('owner').patch(`/api/admin/gallery-image/${ids[2]}`, {
      sortOrder: 0,
      caption: '  Trečia, dabar pirma ',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.image).toMatchObject({ sortOrder: 0, caption: 'Trečia, dabar pirma' });
    let listed = await as('owner').get(`/api/admin/business/${id}/images`);
    expect(listed.json.gallery.map((g: { id: string }) => g.id)).toEqual([ids[2], ids[0], ids[1]]);

    const ordered = await as('owner').post(`/api/admin/business/${id}/gallery/order`, {
      ids: [ids[1], ids[0]],
    });
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.json.items.map((g: { id: string }) => g.id)).toEqual([ids[1], ids[0], ids[2]]);

    // Form data (the seed's request helper) sends the ids repeated.
    const form = new FormData();
    for (const imageId of [ids[0], ids[1], ids[2]]) form.append('ids', imageId!);
    const orderedByForm = await as('owner').post(`/api/admin/business/${id}/gallery/order`, form);
    expect(orderedByForm.json.items.map((g: { id: string }) => g.id)).toEqual(ids);

    const removed = await as('owner').delete(`/api/admin/gallery-image/${ids[0]}`);
    expect(removed.status).toBe(200);
    const files = await storedFiles();
    for (const url of Object.values(replaced.json.urls) as string[])
      expect(files).not.toContain(url.replace(/^\/uploads\//, ''));
    listed = await as('owner').get(`/api/admin/business/${id}/images`);
    expect(listed.json.gallery).toHaveLength(2);
    expect((await as('owner').delete(`/api/admin/gallery-image/${ids[0]}`)).status).toBe(404);
  });

  it("a file another record still uses is kept: replacing a cover that shares a gallery image's files", async () => {
    const home = actors.home.business;
    const created = await as('owner').postForm('/api/admin/gallery-image/create', {
      business: home.slug,
      caption: 'Bendra nuotrauka',
    });
    const gallery = await as('owner').post(
      `/api/admin/gallery-image/${created.json.id}/upload`,
      upload(await png(1800, 900)),
    );
    expect(gallery.status, gallery.text).toBe(200);
    const galleryUrls = Object.values(gallery.json.urls) as string[];
    const served = async () => {
      for (const url of galleryUrls) {
        expect((await as('anonymous').get(url)).status, url).toBe(200);
        expect((await storedFiles()).includes(url.replace(/^\/uploads\//, '')), url).toBe(true);
      }
    };
    // The cover points at the gallery image's file (as data made before files stopped being shared did).
    await server.db
      .update(business)
      .set({ profileImageUrl: gallery.json.urls['1600'] })
      .where(eq(business.id, home.id));

    const replaced = await as('owner').post(
      `/api/admin/business/${home.id}/profile/upload`,
      upload(await png(1000, 500)),
    );
    expect(replaced.status, replaced.text).toBe(200);
    await served();

    // The other way round: the gallery image deleted while a cover still shows its file.
    await server.db
      .update(business)
      .set({ profileImageUrl: gallery.json.urls['1600'] })
      .where(eq(business.id, home.id));
    expect((await as('owner').delete(`/api/admin/gallery-image/${created.json.id}`)).status).toBe(200);
    await served();
    // Once nothing refers to them any more, they go with the next change.
    expect((await as('owner').delete(`/api/admin/business/${home.id}/profile/delete`)).status).toBe(200);
    const files = await storedFiles();
    for (const url of galleryUrls) expect(files).not.toContain(url.replace(/^\/uploads\//, ''));
  });

  it('refuses a caption that is too long and an empty change', async () => {
    const made = await as('owner').post('/api/admin/gallery-image/create', {
      business: actors.home.business.id,
    });
    const long = await as('owner').patch(`/api/admin/gallery-image/${made.json.id}`, {
      caption: 'x'.repeat(301),
    });
    expect(long.status).toBe(400);
    expect(long.json.fields.caption).toContain('per ilgas');
    expect((await as('owner').patch(`/api/admin/gallery-image/${made.json.id}`, {})).status).toBe(400);
    const missing = await as('owner').post('/api/admin/gallery-image/create', {});
    expect(missing.status).toBe(400);
    expect(missing.json.fields.business).toBe('Nurodykite verslą.');
  });

  it('stores a specialist photo as a 512/256 square', async () => {
    const response = await as('owner').post(
      `/api/admin/specialist/${actors.home.specialist.id}/photo/upload`,
      upload(await png(600, 300)),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      width: 512,
      height: 512,
      specialist: { id: actors.home.specialist.id },
    });
    const [row] = await server.db
      .select()
      .from(specialist)
      .where(eq(specialist.id, actors.home.specialist.id));
    expect(row!.photoUrl).toBe(response.json.url);
  });

  it('the first uploaded gallery image becomes the cover of the business card in search', async () => {
    const home = actors.home.business;
    await server.db.delete(galleryImage).where(eq(galleryImage.businessId, home.id));
    await server.db.update(business).set({ profileImageUrl: null }).where(eq(business.id, home.id));
    const coverOf = async () => {
      const found = await as('anonymous').get(
        `/api/public/business/search?${new URLSearchParams({ area: 'kirpejai', location: 'vilnius', q: home.name })}`,
      );
      expect(found.status, found.text).toBe(200);
      const card = found.json.items.find((item: { slug: string }) => item.slug === home.slug);
      expect(card, `${home.slug} in the search results`).toBeDefined();
      return card.cover as string | null;
    };
    expect(await coverOf()).toBeNull();

    const created = await as('owner').postForm('/api/admin/gallery-image/create', {
      business: home.slug,
      caption: 'Salonas',
    });
    expect(created.status, created.text).toBe(201);
    const uploaded = await as('owner').post(
      `/api/admin/gallery-image/${created.json.id}/upload`,
      upload(await png(1200, 800)),
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(await coverOf()).toBe(uploaded.json.urls['800']);
  });
});

// ---------------------------------------------------------------- bad files: a clear 4xx and nothing stored

describe('bad files are refused with a clear message and leave nothing behind', () => {
  async function expectRefused(
    body: FormData | Record<string, unknown>,
    status: number,
    message: string,
    target = 'logo/upload',
  ) {
    const id = actors.home.business.id;
    const filesBefore = await storedFiles();
    const rowBefore = await businessRow(id);
    const response = await as('owner').post(`/api/admin/business/${id}/${target}`, body);
    expect(response.status, response.text).toBe(status);
    expect(response.json.message).toBe(message);
    expect(await storedFiles()).toEqual(filesBefore);
    const rowAfter = await businessRow(id);
    expect({ ...rowAfter, updatedAt: null }).toEqual({ ...rowBefore, updatedAt: null });
    return response;
  }

  it('text named .jpg and sent as image/jpeg → 415', async () => {
    const response = await expectRefused(
      upload(Buffer.from('Tai ne nuotrauka, o tekstas.\n'.repeat(20)), 'nuotrauka.jpg', 'image/jpeg'),
      415,
      IMAGE_TEXTS.notAnImage,
    );
    expect(response.json.error).toBe('unsupported_image');
    expect(response.json.fields.file).toBe(IMAGE_TEXTS.notAnImage);
  });

  it('an SVG (scripts, external references) → 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await expectRefused(upload(Buffer.from(svg), 'logo.svg', 'image/svg+xml'), 415, IMAGE_TEXTS.notAnImage);
  });

  it('a pixel bomb (a 1 KB PNG claiming 100000×100000) → 422 without decoding it', async () => {
    const started = performance.now();
    const response = await expectRefused(
      upload(pixelBomb(), 'bomba.png'),
      422,
      IMAGE_TEXTS.tooManyPixels,
      'profile/upload',
    );
    expect(response.json.error).toBe('image_too_large');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a real image just over 40 megapixels (highly compressible) → 422', async () => {
    const big = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(1024 * 1024);
    await expectRefused(upload(big, 'didelis.png'), 422, IMAGE_TEXTS.tooManyPixels, 'profile/upload');
  });

  it('a truncated JPEG → 422', async () => {
    const whole = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .composite([{ input: await png(100, 100, '#00ff00'), left: 20, top: 20 }])
      .jpeg()
      .toBuffer();
    const response = await expectRefused(
      upload(whole.subarray(0, Math.floor(whole.length / 2)), 'pusė.jpg', 'image/jpeg'),
      422,
      IMAGE_TEXTS.corrupt,
      'profile/upload',
    );
    expect(response.json.error).toBe('corrupt_image');
  });

  it('an empty file → 422; no file → 400; not multipart → 415', async () => {
    await expectRefused(upload(Buffer.alloc(0), 'tuscias.png'), 422, IMAGE_TEXTS.emptyFile);
    const form = new FormData();
    form.append('caption', 'be failo');
    await expectRefused(form, 400, IMAGE_TEXTS.missingFile);
    await expectRefused({ file: 'ne failas' }, 415, IMAGE_TEXTS.notMultipart);
  });

  it('a body over 10 MB (Content-Length) → 413', async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 7);
    await expectRefused(upload(huge, 'didelis.jpg', 'image/jpeg'), 413, IMAGE_TEXTS.tooLarge);
  });

  it('a body over 10 MB sent without a length (chunked) → 413 while it streams', async () => {
    const id = actors.home.business.id;
    const filesBefore = await storedFiles();
    const boundary = '----grozio-test';
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
          );
        if (sent >= 12) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const owner = as('owner');
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(new URL(`/api/admin/business/${id}/logo/upload`, server.url), {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' }).catch((error: unknown) => error);
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect((await response.json()).message).toBe(IMAGE_TEXTS.tooLarge);
    }
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('a gallery upload refused leaves the row empty and nothing stored', async () => {
    const made = await as('owner').post('/api/admin/gallery-image/create', {
      business: actors.home.business.id,
    });
    const filesBefore = await storedFiles();
    const response = await as('owner').post(
      `/api/admin/gallery-image/${made.json.id}/upload`,
      upload(Buffer.from('GIF89a but not really'), 'a.gif', 'image/gif'),
    );
    expect(response.status).toBe(415);
    const [row] = await server.db.select().from(galleryImage).where(eq(galleryImage.id, made.json.id));
    expect(row!.urls).toEqual({});
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('the gallery holds at most 60 images', async () => {
    const id = actors.other.business.id;
    await server.db
      .insert(galleryImage)
      .values(Array.from({ length: 60 }, (_, i) => ({ businessId: id, sortOrder: i })));
    const response = await as('otherAdmin').post('/api/admin/gallery-image/create', { business: id });
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(IMAGE_TEXTS.galleryFull);
  });
});
