import { Container, Title } from '@mantine/core';

import { Story } from '@/features/company/components/story';
import { ProductsGrid } from '@/features/products/components/products-grid';
import { usePageMeta } from '@/lib/page-meta';

import classes from './our-story-page.module.css';

/** Our Story: the company's numbers and chapters, then the products list (SPEC section 2). */
export function OurStoryPage() {
  usePageMeta('Our Story', 'How CricVision made decision review and video analysis affordable beyond international cricket.');
  return (
    <>
      <Story />
      <section className={classes.products} aria-labelledby="story-products-title">
        <Container>
          <Title order={2} id="story-products-title" className={classes.title}>
            What we build today
          </Title>
          <ProductsGrid limit={100} />
        </Container>
      </section>
    </>
  );
}
