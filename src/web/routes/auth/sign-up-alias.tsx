import { redirect } from 'react-router';
import type { Route } from './+types/sign-up-alias';

/** `/registruotis` (the name in the route table) → the sign-up page `/registracija`, keeping `?grizti=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  throw redirect(`/registracija${url.search}`, 301);
}

export default function SignUpAlias() {
  return null;
}
