import type { AppLoadContext } from 'react-router';
import { valueOrThrow } from '../../lib/page-results.ts';
import { doneMessages, warningMessages } from './appointment-paths.ts';

/**
 * The loader data of a page about one visit (confirm, decline, edit): the visit and its business, and the
 * messages of the change just made. A refusal becomes the sign-in redirect or the error page.
 */
export async function loadAppointmentPage({
  context,
  params,
  request,
}: {
  context: AppLoadContext;
  params: { slug: string; id: string };
  request: Request;
}) {
  const page = valueOrThrow(
    await context.services.adminAppointments.appointmentPage(context.user, params.slug, params.id),
    request,
  );
  return { ...page, successMessages: doneMessages(request), errorMessages: warningMessages(request) };
}
