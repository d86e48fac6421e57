import { notify, toast } from './notify';

export interface PwaTexts {
  offline: string;
  updateAvailable: string;
  refresh: string;
}

/** "You are offline now" whenever the browser loses its connection, and at start if it has none. */
function watchConnection(texts: PwaTexts) {
  const showOffline = () => toast('warning', texts.offline, 'offline');
  window.addEventListener('offline', showOffline);
  if (!navigator.onLine) showOffline();
}

/**
 * Registers `/sw.js` for the whole site. A newer worker waits until the visitor chooses
 * "Refresh" on the notice, which asks it to take over; the page reloads when it has, so the
 * page and its code come from the same build.
 */
async function registerServiceWorker(texts: PwaTexts) {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // Undefined where registration is blocked, as in browser tests that route requests themselves.
  if (!registration) return;
  let refreshChosen = false;
  const offerUpdate = (waiting: ServiceWorker) =>
    notify('info', texts.updateAvailable, undefined, {
      key: 'service-worker-update',
      duration: null,
      action: {
        label: texts.refresh,
        run() {
          refreshChosen = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });

  // The very first worker takes control without a reload; only a chosen update reloads.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (refreshChosen) window.location.reload();
  });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
}

let started = false;

/**
 * The progressive web app part of the page, once per document however often the layout mounts.
 * The worker is registered only by production builds (a development server has no `sw.js`)
 * and only where browsers allow it: HTTPS or localhost.
 */
export function startPwa(texts: PwaTexts) {
  if (started) return;
  started = true;
  watchConnection(texts);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  registerServiceWorker(texts).catch((error: unknown) => {
    console.warn('The service worker could not be registered', error);
  });
}
