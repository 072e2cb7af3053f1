/** Inside a business's app: its slug, and website paths turned into the app's twins (contracts/app-paths.ts). */
import { useLocation, useParams } from 'react-router';
import { appPath, appSlugOfPath } from '../../contracts/app-paths.ts';

/** The app's slug on an app page, null on the website. */
export function useAppSlug(): string | null {
  const { pathname } = useLocation();
  return appSlugOfPath(pathname, useParams().slug);
}

/** `to(path)`: the path as it should be linked from this page (the app's twin inside an app). */
export function useAppPath(): (path: string) => string {
  const slug = useAppSlug();
  return (path) => appPath(path, slug);
}

/** The same for a loader or action: from the request's address and the route's `:slug`. */
export function appSlugOfRequest(request: Request, slug: string | undefined): string | null {
  return appSlugOfPath(new URL(request.url).pathname, slug);
}
