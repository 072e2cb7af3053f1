// What the holiday and override pages load through the admin schedule services: a refusal becomes the page's
// error (or the sign-in redirect), and a page reached by a redirect after a form post shows its message.
import type { AdminResult, SpecialistOption, Viewer } from '../../../contracts/admin-schedules.ts';
import { valueOrThrow } from '../../lib/page-results.ts';
import { doneMessages } from './admin-schedule-paths.ts';
import { newEntryPageData } from './schedule-form-data.ts';

type ScheduleList<Business> = {
  business: Business;
  viewer: Viewer;
  today: string;
  specialists: SpecialistOption[];
};

/** A list page: the list, and the message of the post that led here. */
export async function schedulePageList<L>(list: Promise<AdminResult<L>>, request: Request) {
  return { list: valueOrThrow(await list, request), successMessages: doneMessages(request) };
}

/** A "new" page (see newEntryPageData); a new entry starts today when `startsToday`, else on no date. */
export async function scheduleCreatePage<Business>(
  list: Promise<AdminResult<ScheduleList<Business>>>,
  request: Request,
  startsToday: boolean,
) {
  const loaded = valueOrThrow(await list, request);
  return newEntryPageData(loaded, request, startsToday ? loaded.today : '');
}

/** A page about one record that is not edited in a form there (delete, exclude a public holiday). */
export async function scheduleDetailPage<D>(detail: Promise<AdminResult<D>>, request: Request) {
  return { detail: valueOrThrow(await detail, request) };
}

/** An edit page: the record, the specialists and today of its business's list (for the form), the message. */
export async function scheduleEditPage<D extends { business: { slug: string } }>(
  detail: Promise<AdminResult<D>>,
  listOf: (slug: string) => Promise<AdminResult<{ specialists: SpecialistOption[]; today: string }>>,
  request: Request,
) {
  const record = valueOrThrow(await detail, request);
  const list = valueOrThrow(await listOf(record.business.slug), request);
  return {
    detail: record,
    specialists: list.specialists,
    today: list.today,
    successMessages: doneMessages(request),
  };
}
