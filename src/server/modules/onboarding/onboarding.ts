// The onboarding checklist of a new business, computed from its data every time (nothing to keep in
// sync), the tips it chose to skip, and publishing (onboarded = true: clients may book online).
import { and, eq, sql } from 'drizzle-orm';
import {
  ONBOARDING_INSTRUCTIONS,
  REQUIRED_INSTRUCTIONS,
  type OnboardingInstruction,
  type OnboardingItem,
  type OnboardingState,
} from '../../../contracts/admin-onboarding.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { business, skippedInstruction } from '../../db/schema.ts';
import { AppError, businessNotFound } from '../../http/app-error.ts';
import { requireBusinessAccess, requireManager, type ManagerRequest } from '../access/business-access.ts';
import { requireOperator } from '../operator/operator-businesses.ts';
import { bookingPathOf } from '../business-settings/business-settings.ts';
import { rowsOf } from '../availability/load-schedule-data.ts';
import { TERMS_VERSION } from '../../../core/legal/terms-version.ts';

const TEXTS: Record<OnboardingInstruction, { title: string; description: string; actionLabel: string }> = {
  profile: {
    title: 'Užpildykite verslo profilį',
    description:
      'Aprašymas, adresas, miestas ir telefonas – klientai juos mato verslo puslapyje ir paieškoje.',
    actionLabel: 'Pildyti profilį',
  },
  services: {
    title: 'Pridėkite paslaugas',
    description: 'Bent viena aktyvi paslauga su trukme ir kaina.',
    actionLabel: 'Pridėti paslaugą',
  },
  team: {
    title: 'Pridėkite specialistą',
    description: 'Bent vienas aktyvus specialistas, kuriam priskirtos paslaugos.',
    actionLabel: 'Tvarkyti komandą',
  },
  schedule: {
    title: 'Nustatykite darbo laiką',
    description: 'Specialisto savaitės tvarkaraštis: be jo klientai nematys laisvų laikų.',
    actionLabel: 'Tvarkyti darbo laiką',
  },
  logo: {
    title: 'Įkelkite logotipą',
    description: 'Logotipas rodomas paieškoje, verslo puslapyje ir programėlėje.',
    actionLabel: 'Įkelti logotipą',
  },
  'booking-link': {
    title: 'Pasidalinkite registracijos nuoroda',
    description:
      'Įdėkite nuorodą į socialinius tinklus ar svetainę. Pirmasis registravimasis internetu pažymės šį žingsnį.',
    actionLabel: 'Kopijuoti nuorodą',
  },
};

export const REQUIRED_SKIP_MESSAGE =
  'Šio žingsnio praleisti negalima – be jo klientai negalės registruotis internetu.';

export async function onboardingState(db: DbOrTx, businessId: string): Promise<OnboardingState> {
  // Hand-written aliases: the sub-queries name the same tables, so every column must say whose it is.
  const result = await db.execute(sql`
    select b.id, b.slug, b.name, b.onboarded, b.dpa_version, b.dpa_accepted_at,
      (btrim(b.description) <> '' and btrim(b.address) <> '' and b.location_id is not null
        and coalesce(btrim(b.phone), '') <> '') as profile,
      exists (select 1 from service s where s.business_id = b.id and s.active) as services,
      exists (
        select 1 from specialist sp
        join specialist_service ss on ss.specialist_id = sp.id
        join service s on s.id = ss.service_id and s.active
        where sp.business_id = b.id and sp.active) as team,
      exists (
        select 1 from specialist sp
        join specialist_service ss on ss.specialist_id = sp.id
        join service s on s.id = ss.service_id and s.active
        join schedule sc on sc.specialist_id = sp.id and sc.weekly_hours <> '{}'::jsonb
        where sp.business_id = b.id and sp.active) as schedule,
      b.logo_square_url is not null as logo,
      exists (select 1 from appointment a where a.business_id = b.id and a.source = 'online') as booking_link,
      (select sp.id::text from specialist sp where sp.business_id = b.id and sp.active
        order by sp.sort_order, sp.name limit 1) as first_specialist_id
    from business b
    where b.id = ${businessId}::uuid
  `);
  const row = rowsOf<{
    id: string;
    slug: string;
    name: string;
    onboarded: boolean;
    dpa_version: string | null;
    dpa_accepted_at: Date | string | null;
    profile: boolean;
    services: boolean;
    team: boolean;
    schedule: boolean;
    logo: boolean;
    booking_link: boolean;
    first_specialist_id: string | null;
  }>(result)[0];
  if (!row) throw businessNotFound();

  const skipped = new Set(
    (
      await db
        .select({ instruction: skippedInstruction.instruction })
        .from(skippedInstruction)
        .where(eq(skippedInstruction.businessId, businessId))
    ).map((r) => r.instruction),
  );
  const done: Record<OnboardingInstruction, boolean> = {
    profile: Boolean(row.profile),
    services: Boolean(row.services),
    team: Boolean(row.team),
    schedule: Boolean(row.schedule),
    logo: Boolean(row.logo),
    'booking-link': Boolean(row.booking_link),
  };
  const slug = row.slug;
  const hrefs: Record<OnboardingInstruction, string> = {
    profile: buildRoute('admin_settings', { slug }),
    services: buildRoute('admin_services', { slug }),
    team: buildRoute('admin_team', { slug }),
    schedule: row.first_specialist_id
      ? buildRoute('admin_schedule_show', { slug, id: row.first_specialist_id })
      : buildRoute('admin_team', { slug }),
    logo: buildRoute('admin_images', { slug }),
    'booking-link': bookingPathOf(slug),
  };
  const items: OnboardingItem[] = ONBOARDING_INSTRUCTIONS.map((key) => ({
    key,
    ...TEXTS[key],
    required: REQUIRED_INSTRUCTIONS.includes(key),
    done: done[key],
    skipped: !done[key] && skipped.has(key),
    href: hrefs[key],
  }));
  return {
    business: { id: row.id, slug, name: row.name, onboarded: row.onboarded },
    items,
    completed: items.filter((item) => item.done || item.skipped).length,
    total: items.length,
    ready: items.every((item) => !item.required || item.done),
    bookingPath: bookingPathOf(slug),
    dataProcessingTerms:
      row.dpa_version && row.dpa_accepted_at
        ? { version: row.dpa_version, acceptedAt: new Date(row.dpa_accepted_at).toISOString() }
        : null,
  };
}

/** The checklist, for the business's managers (and the operator). */
export async function onboardingStateFor(db: DbOrTx, request: ManagerRequest): Promise<OnboardingState> {
  return onboardingState(db, (await requireManager(db, request)).business.id);
}

/**
 * Records that the business skips an optional tip (idempotent) and answers the checklist as it now stands.
 * Required steps cannot be skipped.
 */
export async function skipInstruction(
  db: DbOrTx,
  { instruction, ...request }: ManagerRequest & { instruction: OnboardingInstruction },
): Promise<OnboardingState> {
  const access = await requireManager(db, request);
  const businessId = access.business.id;
  const userId = access.user.id;
  if (REQUIRED_INSTRUCTIONS.includes(instruction)) {
    throw new AppError('instruction_required', 422, REQUIRED_SKIP_MESSAGE);
  }
  await db
    .insert(skippedInstruction)
    .values({ businessId, instruction, skippedByUserId: userId })
    .onConflictDoNothing();
  return onboardingState(db, businessId);
}

/**
 * Publishes the business (clients may book online) once every required step is done; a 422 lists what is
 * missing. Publishing an already published business changes nothing. Publishing is the salon's acceptance
 * of the data-processing terms (the button says so): their version, the time and who published are kept.
 */
export async function publishBusiness(
  db: DbOrTx,
  { now, ...request }: ManagerRequest & { now: Date },
): Promise<OnboardingState> {
  const access = await requireManager(db, request);
  const businessId = access.business.id;
  const state = await onboardingState(db, businessId);
  if (state.business.onboarded) return state;
  if (!state.ready) {
    const missing = state.items
      .filter((item) => item.required && !item.done)
      .map((item) => `„${item.title}“`);
    throw new AppError('not_ready', 422, `Dar ne viskas paruošta. Liko: ${missing.join(', ')}.`);
  }
  await db
    .update(business)
    .set({
      onboarded: true,
      dpaVersion: TERMS_VERSION,
      dpaAcceptedAt: now,
      dpaAcceptedByUserId: access.user.id,
    })
    .where(and(eq(business.id, businessId), eq(business.onboarded, false)));
  return onboardingState(db, businessId);
}

/**
 * The operator's switch: on or off, whatever the checklist says. A member learns that the business exists
 * but may not (403); anyone else gets 404.
 */
export async function setOnboarded(
  db: DbOrTx,
  { user, business: businessRef, onboarded }: ManagerRequest & { onboarded: boolean },
): Promise<OnboardingState> {
  const access = await requireBusinessAccess(db, { user, businessRef });
  requireOperator(access.user);
  const businessId = access.business.id;
  await db.update(business).set({ onboarded }).where(eq(business.id, businessId));
  return onboardingState(db, businessId);
}
