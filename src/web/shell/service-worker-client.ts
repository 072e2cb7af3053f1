/**
 * Registers the app's service worker (loaded only on app pages, after the page has loaded) and offers a new
 * version through a toast: the new worker waits until the person taps "Atnaujinti", so a page that is open
 * never mixes two builds' scripts; then the page reloads under the new worker.
 */
import { toast } from './toast-store.ts';

export const SERVICE_WORKER_URL = '/sw.js';
export const UPDATE_READY_MESSAGE = 'Yra nauja programėlės versija.';
export const UPDATE_ACTION_LABEL = 'Atnaujinti';
const UPDATE_TOAST_ID = 'app-update';

export async function registerAppServiceWorker(scope: string): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) {
    console.warn('Service worker is not available in this browser.');
    return null;
  }
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope,
      updateViaCache: 'none',
    });
    offerUpdates(registration);
    return registration;
  } catch (error) {
    console.warn('Service worker registration failed:', error);
    return null;
  }
}

function offerUpdates(registration: ServiceWorkerRegistration): void {
  // Only an update has a worker already in control; the first install simply starts working.
  const offer = (worker: ServiceWorker) => {
    if (!navigator.serviceWorker.controller) return;
    toast('success', UPDATE_READY_MESSAGE, {
      id: UPDATE_TOAST_ID,
      durationMs: 60 * 60 * 1000,
      action: { label: UPDATE_ACTION_LABEL, run: () => activate(worker) },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
