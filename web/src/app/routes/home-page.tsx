import type { Highlight } from '@contract';
import { pageDataKeys } from '@contract/page-data';

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
import { LaterSection } from '@/ui/content/later-section';
import { usePreloaded } from '@/lib/page-data';
import { usePageMeta } from '@/lib/page-meta';
import { organization, videoObject, website } from '@/lib/structured-data';

/** The landing page: the sections of SPEC section 2 in order, each feature bringing its own. */
export function HomePage() {
  const highlights = usePreloaded(pageDataKeys.highlights);
  usePageMeta(null, undefined, {
    structuredData: (origin) => [
      organization(origin),
      website(origin),
      ...(highlights && 'data' in highlights ? (highlights.data as Highlight[]).map((item) => videoObject(origin, item)) : []),
    ],
  });
  // Below the first screen, each section hydrates on its own when it is wanted (later-section.tsx).
  return (
    <>
      <HeroSection />
      <LaterSection name="features">
        <FeatureVideos />
      </LaterSection>
      <LaterSection name="highlights">
        <HighlightsSection />
      </LaterSection>
      <LaterSection name="stats">
        <StatsStrip />
      </LaterSection>
      <LaterSection name="technology">
        <CapabilitiesGrid />
      </LaterSection>
      <LaterSection name="products">
        <FeaturedProducts />
      </LaterSection>
      <LaterSection name="stakeholders">
        <StakeholderCards />
      </LaterSection>
      <LaterSection name="about">
        <ClubAbout />
      </LaterSection>
      <LaterSection name="organizations">
        <PartnersSection kind="organizations" />
      </LaterSection>
      <LaterSection name="leagues">
        <PartnersSection kind="leagues" />
      </LaterSection>
      <LaterSection name="testimonials">
        <TestimonialMarquee />
      </LaterSection>
      <LaterSection name="courses">
        <CoursesSection />
      </LaterSection>
    </>
  );
}
