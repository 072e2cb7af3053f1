/** How long to wait for the page's service worker to become active before giving up. */
const SERVICE_WORKER_WAIT_MS = 10_000;

/**
 * The active service worker registration that controls this page's scope: waited for (it is registered
 * after the page loads), or null when none becomes active in time or `wait` is false and there is none yet.
 */
export async function pageServiceWorker({
  wait,
}: {
  wait: boolean;
}): Promise<ServiceWorkerRegistration | null> {
  if (!wait) {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active ? registration : null;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
