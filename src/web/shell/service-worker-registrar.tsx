/**
 * The app variant's service worker: registered once the page has loaded, with the app's scope (/{slug}/, or
 * / on the business's own domain). Its code is loaded only here, on app pages.
 */
import { useEffect } from 'react';
import { appScopePath } from '../../core/pwa/app-scope.ts';

export function ServiceWorkerRegistrar({ slug, domain }: { slug: string | null; domain: string | null }) {
  useEffect(() => {
    if (!slug) return;
    const register = () => {
      const scope = appScopePath({ slug, domain }, window.location.host);
      import('./service-worker-client.ts')
        .then(({ registerAppServiceWorker }) => registerAppServiceWorker(scope))
        .catch((error: unknown) => console.warn('Service worker could not be loaded:', error));
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [slug, domain]);
  return null;
}
