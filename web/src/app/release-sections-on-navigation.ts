import { releaseEverySection } from '@/ui/content/later-section';

interface NavigatingRouter {
  subscribe: (listener: (state: { navigation: { state: string }; location: { key: string } }) => void) => () => void;
}

/**
 * Lets the first page's sections still waiting to hydrate (later-section.tsx) hydrate as soon as a
 * navigation begins. Call it before the app renders the router: its listener must run before the
 * app's own, so the sections are free before React renders the change (React must hydrate a waiting
 * section before applying a change to what it reads, and one that suspended then would be rendered
 * anew with a hydration error).
 */
export function releaseSectionsOnNavigation(router: NavigatingRouter): void {
  const stop = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === 'default') return;
    releaseEverySection();
    stop();
  });
}
