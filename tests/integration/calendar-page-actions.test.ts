// The calendar page's time-block dialog posts to the page's action (web-services group `timeBlocks`), over
// real HTTP as a form without JavaScript would, on a fixed clock: Monday 2026-11-23 09:00 in Vilnius. The
// rules are the API's: a block of another business is not found, an overlap is refused with its dates.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeBlock } from '../../src/server/db/schema.ts';
import { useServerWithActors } from './support/actors.ts';

const NOW = new Date('2026-11-23T07:00:00Z');
const { server, actors, as, slug } = useServerWithActors({ now: () => NOW, withWeb: true });

const calendarOf = (business: string) => `/administratorius/vizitai/kalendorius/${business}`;
const blocksOf = (specialistId: string) =>
  server.db.select().from(timeBlock).where(eq(timeBlock.specialistId, specialistId));

describe('time blocks through the calendar page', () => {
  it('creates a weekly series, renames one, refuses an overlap and removes it, each with its message', async () => {
    const specialistId = actors.home.specialist.id;
    const created = await as('owner').postForm(calendarOf(slug()), {
      intent: 'time-block-create',
      specialistId,
      start: '2026-11-24T12:00:00+02:00',
      end: '2026-11-24T13:00:00+02:00',
      title: 'Pietūs',
      repeatWeeks: '2',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.text).toContain('Laikas užimtas 2 savaites iš eilės.');
    const rows = await blocksOf(specialistId);
    expect(rows.map((row) => row.startsAt.toISOString()).sort()).toEqual([
      '2026-11-24T10:00:00.000Z',
      '2026-12-01T10:00:00.000Z',
    ]);
    const first = rows.find((row) => row.startsAt.toISOString() === '2026-11-24T10:00:00.000Z')!;

    const renamed = await as('admin').postForm(calendarOf(slug()), {
      intent: 'time-block-update',
      id: first.id,
      start: '2026-11-24T12:00:00+02:00',
      end: '2026-11-24T13:00:00+02:00',
      title: 'Mokymai',
      specialistId,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.text).toContain('Užimtas laikas pakeistas.');

    const untitled = await as('admin').postForm(calendarOf(slug()), {
      intent: 'time-block-update',
      id: first.id,
      title: ' ',
    });
    expect(untitled.status).toBe(400);
    expect(untitled.text).toContain('Įrašykite pavadinimą');

    const overlap = await as('owner').postForm(calendarOf(slug()), {
      intent: 'time-block-create',
      specialistId,
      start: '2026-11-24T12:30:00+02:00',
      end: '2026-11-24T13:30:00+02:00',
      title: 'Susitikimas',
    });
    expect(overlap.status).toBe(409);

    const removed = await as('owner').postForm(calendarOf(slug()), {
      intent: 'time-block-delete',
      id: first.id,
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.text).toContain('„Mokymai“');
    expect((await blocksOf(specialistId)).map((row) => row.title)).toEqual(['Pietūs']);
  });

  it("another business's admin neither finds the block nor blocks this business's time", async () => {
    const specialistId = actors.home.specialist.id;
    const [kept] = await server.db
      .insert(timeBlock)
      .values({
        businessId: actors.home.business.id,
        specialistId,
        startsAt: new Date('2026-11-25T10:00:00Z'),
        endsAt: new Date('2026-11-25T11:00:00Z'),
        title: 'Saugomas',
      })
      .returning();
    const ownPage = calendarOf(actors.other.business.slug);
    const rename = await as('otherAdmin').postForm(ownPage, {
      intent: 'time-block-update',
      id: kept!.id,
      title: 'Perimtas',
    });
    expect(rename.status).toBe(404);
    const remove = await as('otherAdmin').postForm(ownPage, { intent: 'time-block-delete', id: kept!.id });
    expect(remove.status).toBe(404);
    const intrude = await as('otherAdmin').postForm(calendarOf(slug()), {
      intent: 'time-block-create',
      specialistId,
      start: '2026-11-26T12:00:00+02:00',
      end: '2026-11-26T13:00:00+02:00',
      title: 'Svetimas',
    });
    expect(intrude.status).toBe(404);
    const anonymous = await as('anonymous').postForm(calendarOf(slug()), {
      intent: 'time-block-delete',
      id: kept!.id,
    });
    expect(anonymous.status).toBe(302);
    const titles = (await blocksOf(specialistId)).map((row) => row.title);
    expect(titles).toContain('Saugomas');
    expect(titles).not.toContain('Perimtas');
    expect(titles).not.toContain('Svetimas');
  });
});
