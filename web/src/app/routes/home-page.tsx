import type { Highlight } from '@contract';
import { pageDataKeys } from '@contract/page-data';
import { Suspense, type ReactNode } from 'react';

import { CoursesSection } from '@/features/courses/components/courses-section';
import { HighlightsSection } from '@/features/highlights/components/highlights-section';
import { CapabilitiesGrid } from '@/features/home/components/capabilities-grid';
import { ClubAbout } from '@/features/home/components/club-about';
import { FeatureVideos } from '@/features/home/components/feature-videos';
import { HeroSection } from '@/features/home/components/hero-section';
import { StakeholderCards } from '@/features/home/components/stakeholder-cards';
import { StatsStrip } from '@/features/home/components/stats-strip';
import { PartnersSection } from '@/features/partners/components/partners-section';
import { FeaturedProducts } from '@/features/products/components/featured-products';
import { TestimonialMarquee } from '@/features/testimonials/components/testimonial-marquee';
import { SITE } from '@/config/site';
import { usePreloaded } from '@/lib/page-data';
import { usePageMeta } from '@/lib/page-meta';
import { organization, videoObject, website } from '@/lib/structured-data';

/** The landing page: the sections of SPEC section 2 in order, each feature bringing its own. */
export function HomePage() {
  const highlights = usePreloaded(pageDataKeys.highlights);
  usePageMeta(null, SITE.description, {
    structuredData: (origin) => [
      organization(origin),
      website(origin),
      ...(highlights && 'data' in highlights ? (highlights.data as Highlight[]).map((item) => videoObject(origin, item)) : []),
    ],
  });
  return (
    <>
      <HeroSection />
      <Later>
        <FeatureVideos />
      </Later>
      <Later>
        <HighlightsSection />
      </Later>
      <Later>
        <StatsStrip />
      </Later>
      <Later>
        <CapabilitiesGrid />
      </Later>
      <Later>
        <FeaturedProducts />
      </Later>
      <Later>
        <StakeholderCards />
      </Later>
      <Later>
        <ClubAbout />
      </Later>
      <Later>
        <PartnersSection kind="organizations" />
      </Later>
      <Later>
        <PartnersSection kind="leagues" />
      </Later>
      <Later>
        <TestimonialMarquee />
      </Later>
      <Later>
        <CoursesSection />
      </Later>
    </>
  );
}

/*
 * A section below the first screen, in a Suspense boundary of its own (issue 27). The server writes
 * the boundary as comments around the section's HTML, nothing the page shows. When the page
 * hydrates, React hydrates the first screen at once and each such boundary afterwards, one at a time
 * at low priority in short slices, so no single task hydrates the whole page. A tap on a section not
 * yet hydrated is kept: React hydrates that section first and then replays the event on it.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
