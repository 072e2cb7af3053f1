// A salon of ten in the calendar: the operator sets up a business with ten specialists (each with two visits
// on one day); its printed day is one sheet per specialist with that specialist's visits, and its week of
// the whole team stays readable on a desktop and a tablet (a row per specialist with the whole name, every
// day reachable under sticky headers, the visit count following the specialist chosen).
import { mkdir } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { CHROME_UA, expect, signedInApi, signInByCookie, snap, test } from './support/test.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const ZONE = 'Europe/Vilnius';
const TEAM = [
  'Konstancija Žemaitytė',
  'Ieva Kairienė',
  'Ieva Petraitytė',
  'Aleksandra Vasiliauskienė',
  'Gabrielė Jankauskaitė',
  'Margarita Stankevičienė',
  'Dominyka Urbonaitė',
  'Kristina Butkienė',
  'Viktorija Navickaitė',
  'Jurgita Paulauskienė',
];

interface Salon {
  slug: string;
  day: string;
  team: { id: string; name: string }[];
  /** Client names per specialist id. */
  visits: Map<string, string[]>;
}

async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  status = 200,
): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A new business with the ten, weekdays 9–18, and two visits each on a Wednesday a week or two ahead. */
async function salonOfTen(baseURL: string): Promise<Salon> {
  const operator = await signedInApi(baseURL, 'operator');
  const stamp = Date.now();
  const slug = `desimt-${stamp}`;
  const created = await ok<{ business: { id: string } }>(
    await operator.post('/api/admin/operator/businesses', {
      data: { name: 'Dešimties salonas', slug, city: 'vilnius', ownerEmail: `desimt.${stamp}@example.lt` },
    }),
    201,
  );
  const businessId = created.business.id;
  const service = await ok<{ service: { id: string } }>(
    await operator.post(`/api/admin/business/${businessId}/services`, {
      data: { area: 'kirpejai', name: 'Kirpimas', durationMinutes: 60, priceCents: 3000 },
    }),
    201,
  );
  const serviceId = service.service.id;
  const hours = [{ start: '09:00', end: '18:00' }];
  const days = { '1': hours, '2': hours, '3': hours, '4': hours, '5': hours, '6': [], '7': [] };
  const team: Salon['team'] = [];
  for (const name of TEAM) {
    const person = await ok<{ specialist: { id: string } }>(
      await operator.post(`/api/admin/business/${businessId}/specialists`, {
        data: { name, title: 'Stilistė', serviceIds: [serviceId] },
      }),
      201,
    );
    const id = person.specialist.id;
    team.push({ id, name });
    await ok(await operator.put(`/api/admin/schedule/${id}`, { data: { business: slug, days } }), 200);
  }
  const today = Temporal.Now.plainDateISO(ZONE);
  let day = today.add({ days: 7 });
  while (day.dayOfWeek !== 3) day = day.add({ days: 1 });
  const visits = new Map<string, string[]>();
  for (const [index, person] of team.entries()) {
    const names: string[] = [];
    for (const time of ['10:00', '14:00']) {
      const client = `Klientė ${index + 1}${time === '10:00' ? 'A' : 'B'} ${person.name.split(' ')[0]}`;
      const start = Temporal.PlainDateTime.from(`${day}T${time}`)
        .toZonedDateTime(ZONE)
        .toString({ timeZoneName: 'never' });
      await ok(
        await operator.post('/api/admin/appointments', {
          data: {
            business: slug,
            client: { name: client },
            serviceId,
            specialistId: person.id,
            start,
            allowOutsideHours: true,
          },
        }),
        201,
      );
      names.push(client);
    }
    visits.set(person.id, names);
  }
  await operator.dispose();
  return { slug, day: day.toString(), team, visits };
}

test('a salon of ten: one printed sheet per specialist, and a readable week of the whole team', async ({
  page,
  baseURL,
  context,
}) => {
  test.setTimeout(240_000);
  const salon = await salonOfTen(baseURL!);
  await signInByCookie(context, 'operator', baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });

  await test.step('the printed day: a sheet per specialist with only that specialist’s visits', async () => {
    await page.goto(`/administratorius/vizitai/kalendorius/${salon.slug}?data=${salon.day}`);
    await expect(page.getByTestId('calendar-appointment')).toHaveCount(20);
    await page.emulateMedia({ media: 'print' });
    const sheets = page.getByTestId('day-sheet');
    await expect(sheets).toHaveCount(TEAM.length);
    await expect(page.getByTestId('calendar-grid')).toBeHidden();
    await expect(page.getByTestId('admin-sidebar')).toBeHidden();
    for (const [position, person] of salon.team.entries()) {
      const sheet = sheets.nth(position);
      await expect(sheet.getByRole('heading', { level: 2 })).toContainText(person.name);
      const own = salon.visits.get(person.id)!;
      await expect(sheet.locator('tbody tr')).toHaveCount(own.length);
      for (const client of own) await expect(sheet).toContainText(client);
    }
    // A page break after every sheet but the last (no empty page at the end), none inside a visit's row.
    const breaks = await sheets.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).breakAfter),
    );
    expect(breaks).toEqual([...Array<string>(TEAM.length - 1).fill('page'), 'auto']);
    const rows = await page
      .locator('[data-testid="day-sheet"] tbody tr')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).breakInside));
    expect(new Set(rows)).toEqual(new Set(['avoid']));
    // The printed document: as many A4 pages as specialists.
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
    expect(pages).toHaveLength(TEAM.length);
    if (process.env.SCREENSHOT_DIR) {
      await mkdir(process.env.SCREENSHOT_DIR, { recursive: true });
      await import('node:fs/promises').then((fs) =>
        fs.writeFile(`${process.env.SCREENSHOT_DIR}/day-sheets.pdf`, pdf),
      );
      await snap(page, 'day-sheets-print', { widths: 'current' });
    }
    await page.emulateMedia({ media: 'screen' });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await test.step(`the week of everyone at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(
        `/administratorius/vizitai/kalendorius/${salon.slug}?data=${salon.day}&rodinys=savaite&specialistas=visi`,
      );
      // A row per specialist, each name whole, seven days; each visit a chip in its specialist's row.
      const overview = page.getByTestId('week-overview');
      const rows = overview.getByTestId('week-row');
      await expect(rows).toHaveCount(TEAM.length);
      await expect(overview.getByTestId('week-day-header')).toHaveCount(7);
      await expect(overview.getByTestId('week-visit')).toHaveCount(20);
      await expect(page.getByText(/^Vizitų:/)).toHaveText('Vizitų: 20');
      const names = await overview.getByTestId('week-specialist').evaluateAll((elements) =>
        elements.map((element) => {
          const name = element.firstElementChild as HTMLElement;
          return { text: name.textContent, clipped: name.scrollWidth > name.clientWidth + 1 };
        }),
      );
      expect(names).toEqual(TEAM.map((text) => ({ text, clipped: false })));
      for (const person of salon.team) {
        const cell = overview.locator(
          `[data-testid="week-cell"][data-date="${salon.day}"][data-specialist="${person.id}"]`,
        );
        await expect(cell.getByTestId('week-visit')).toHaveText(
          salon.visits.get(person.id)!.map((client) => new RegExp(client)),
        );
        await expect(cell.getByTestId('week-cell-count')).toHaveText('2\u00a0vizitai');
      }
      await snap(page, `team-of-ten-week-${viewport.width}`, { widths: 'current' });

      // Scrolled to the far corner, the day names stay on top and the names on the left; Sunday is reachable.
      const frame = overview.locator('xpath=..');
      await frame.evaluate((element) =>
        element.scrollTo({ left: element.scrollWidth, top: element.scrollHeight }),
      );
      const sunday = Temporal.PlainDate.from(salon.day)
        .add({ days: 7 - 3 })
        .toString();
      const sundayHeader = overview.locator(`[data-testid="week-day-header"][data-date="${sunday}"]`);
      const frameBox = (await frame.boundingBox())!;
      const sundayBox = (await sundayHeader.boundingBox())!;
      expect(sundayBox.x + sundayBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
      expect(Math.abs(sundayBox.y - frameBox.y)).toBeLessThanOrEqual(2);
      const nameBox = (await overview.getByTestId('week-specialist').last().boundingBox())!;
      expect(Math.abs(nameBox.x - frameBox.x)).toBeLessThanOrEqual(2);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await snap(page, `team-of-ten-week-${viewport.width}-scrolled`, { widths: 'current' });

      // One specialist's week: the count and the blocks follow the choice.
      await page.getByRole('combobox', { name: 'Specialistas' }).selectOption(salon.team[1]!.id);
      await expect(rows).toHaveCount(1);
      await expect(overview.getByTestId('week-visit')).toHaveCount(2);
      await expect(page.getByText(/^Vizitų:/)).toHaveText('Vizitų: 2');
    });
  }
});
