/** The error view of an admin page, inside the admin layout. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buildRoute } from '../../contracts/routes.ts';
import { buttonClass } from './button.tsx';
import { SERVER_ERROR_TEXTS } from './error-texts.ts';

function describe(error: unknown): { status: number; title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    const message =
      typeof error.data === 'object' && error.data && 'message' in error.data
        ? String(error.data.message)
        : null;
    if (error.status === 404) {
      return {
        status: 404,
        title: 'Nerasta',
        text: message ?? 'Tokio įrašo nėra arba jis priklauso kitam verslui.',
      };
    }
    if (error.status === 403) {
      return {
        status: 403,
        title: 'Neturite prieigos',
        text: message ?? 'Šiam veiksmui jums trūksta teisių.',
      };
    }
    if (error.status < 500)
      return { status: error.status, title: 'Užklausa neteisinga', text: message ?? 'Patikrinkite adresą.' };
  }
  return { status: 500, ...SERVER_ERROR_TEXTS };
}

export function AdminErrorView() {
  const error = useRouteError();
  const { status, title, text } = describe(error);
  return (
    <div
      className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm"
      data-testid="admin-error"
      data-status={status}
    >
      <title>{`${title} – Administravimas`}</title>
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-3 text-xl font-semibold text-zinc-900">{title}</h1>
      <p className="mx-auto mt-2 max-w-md text-zinc-600">{text}</p>
      <Link to={buildRoute('admin_home')} className={buttonClass('secondary', 'mt-6')}>
        Į administravimo pradžią
      </Link>
    </div>
  );
}
