// Schedule overrides ("Tvarkaraščio pakeitimai") in the owner's hands: a delete from the list asks first
// (going back keeps the override, confirming deletes it), and saving an edit says so once, without the
// "created" message of the page before.
import {
  CHROME_UA,
  expect,
  expectNoA11yViolations,
  signedInApi,
  signInByCookie,
  snap,
  test,
} from './support/test.ts';
import { daysAhead, publicBusiness } from './support/salon-api.ts';

test.use({ userAgent: CHROME_UA, skipModalQueue: true });

const LIST = '/administratorius/tvarkarascio-pakeitimai/saule';
/** Days this far ahead are this file's own: no other test books near them. */
const FAR = 300;

/** The owner's API, and the salon's last specialist, whose overrides this file makes. */
async function ownerAndLastSpecialist(baseURL: string) {
  const owner = await signedInApi(baseURL, 'owner');
  const person = (await publicBusiness(owner)).specialists.at(-1)!;
  return { owner, person };
}

test('deleting an override from the list asks first: going back keeps it, confirming deletes it', async ({
  page,
  baseURL,
  context,
}) => {
  const { owner, person } = await ownerAndLastSpecialist(baseURL!);
  const note = `Mokymai ${Date.now()}`;
  const created = await owner.post('/api/admin/schedule-overrides', {
    data: { business: 'saule', specialistId: person.id, from: daysAhead(FAR), closed: true, note },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInByCookie(context, 'owner', baseURL!);
  await page.goto(LIST);
  const row = page.getByTestId('override-row').filter({ hasText: note });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /^Ištrinti pakeitimą/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Ištrinti tvarkaraščio pakeitimą?' })).toBeVisible();
  await snap(page, 'override-delete-confirm');
  await expectNoA11yViolations(page, {
    what: 'pakeitimo trynimo klausimas',
    exclude: '[data-testid="user-menu"]',
  });
  await dialog.getByRole('button', { name: 'Grįžti' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  const kept = await owner.get('/api/admin/schedule-overrides?business=saule');
  const keptNotes = ((await kept.json()) as { overrides: { note: string }[] }).overrides.map((o) => o.note);
  expect(keptNotes).toContain(note);

  // While the deletion is on its way the button waits with the focus kept (Escape still reaches the
  // dialog): held here until that is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  await row.getByRole('button', { name: /^Ištrinti pakeitimą/ }).click();
  await dialog.getByRole('button', { name: 'Ištrinti' }).press('Enter');
  const waiting = dialog.getByRole('button', { name: 'Trinama…' });
  await expect(waiting).toBeFocused();
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page.getByTestId('toaster')).toContainText('Tvarkaraščio pakeitimas ištrintas.');
  await expect(row).toHaveCount(0);
  const after = await owner.get('/api/admin/schedule-overrides?business=saule');
  const afterNotes = ((await after.json()) as { overrides: { note: string }[] }).overrides.map((o) => o.note);
  expect(afterNotes).not.toContain(note);
});

test('an edited override shows one toast, “saved”, and not the “created” one again', async ({
  page,
  baseURL,
  context,
}) => {
  const { owner, person } = await ownerAndLastSpecialist(baseURL!);
  const note = `Inventorizacija ${Date.now()}`;

  await signInByCookie(context, 'owner', baseURL!);
  // Created through the form: the edit page opens with the "created" message.
  await page.goto(
    `/administratorius/tvarkarascio-pakeitimai/sukurti/saule?specialistas=${person.id}&data=${daysAhead(FAR + 1)}`,
  );
  await page.getByRole('radio', { name: /^Nedirbama/ }).check();
  await page.getByLabel(/^Pastaba/).fill(note);
  await page.getByRole('button', { name: 'Sukurti pakeitimą' }).click();
  await expect(page).toHaveURL(/\/redaguoti\//);
  const toasts = page.getByTestId('toaster').locator('[data-toast-type]');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('Tvarkaraščio pakeitimas sukurtas.');
  await toasts.getByRole('button', { name: 'Uždaryti pranešimą' }).click();
  await expect(toasts).toHaveCount(0);

  await page.getByLabel(/^Pastaba/).fill(`${note} (pakeista)`);
  await page.getByRole('button', { name: 'Išsaugoti pakeitimą' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('Tvarkaraščio pakeitimas išsaugotas.');
  await expect(page.getByTestId('toaster')).not.toContainText('sukurtas');
  await expect(page.getByLabel(/^Pastaba/)).toHaveValue(`${note} (pakeista)`);
  await snap(page, 'override-edited');

  // The page's address carries the saved message only: a reload shows it alone again.
  await page.reload();
  await expect(toasts).toHaveText(['Tvarkaraščio pakeitimas išsaugotas.']);

  const list = await owner.get('/api/admin/schedule-overrides?business=saule');
  const notes = ((await list.json()) as { overrides: { note: string }[] }).overrides.map((o) => o.note);
  expect(notes).toContain(`${note} (pakeista)`);
});
