import { usePageMeta } from '@/lib/page-meta';

import { HeroSection } from './hero-section';

/** The landing page; its sections arrive one issue at a time, the hero first. */
export function HomePage() {
  usePageMeta(null);
  return <HeroSection />;
}
