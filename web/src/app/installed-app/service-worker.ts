import { useSyncExternalStore } from 'react';

type Place = { pathname: string; search: string; hash: string };
interface Router {
  subscribe: (listener: (state: { location: Place; navigation: { location?: Place } }) => void) => () => void;
}

const hrefOf = (place: Place) => place.pathname + place.search + place.hash;

let updated = false;
const listeners = new Set<() => void>();

function markUpdated() {
  updated = true;
  for (const listener of listeners) listener();
}

/** Whether a newer version of the site took over while this page was open (it then runs old code). */
export function useSiteUpdated(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => updated,
    () => false,
  );
}

/** Asks the service worker to forget what belongs to the learner who signed out (the lesson documents they opened). */
export async function forgetSignedOutUser(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  registration?.active?.postMessage({ type: 'signed-out' });
}

/**
 * Registers /sw.js (decision 0085) and keeps this page from running an old build for more than
 * one navigation: each navigation inside the app asks whether a new version was deployed; once one
 * has taken over, the learner is told (useSiteUpdated) and the next navigation loads the new app.
 */
export function registerServiceWorker(router: Router): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const container = navigator.serviceWorker;
  // The first install takes control of this page too: that is no update.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) markUpdated();
    controlled = true;
  });
  // After the page has loaded: installing fetches the learner's screens, which must not compete with the page's own.
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const registering = loaded
    .then(() => container.register('/sw.js'))
    .catch((error: unknown) => {
      console.warn('The site cannot work offline here:', error);
      return undefined;
    });
  let last = hrefOf(window.location);
  router.subscribe(({ location, navigation }) => {
    // Where the app is going: the navigation under way (a screen still loading), else where it went.
    const to = hrefOf(navigation.location ?? location);
    if (to === last) return;
    last = to;
    if (updated) window.location.assign(to);
    else void registering.then((registration) => registration?.update().catch(() => undefined));
  });
}
