import { Container, Title } from '@mantine/core';

import { SITE } from '@/config/site';
import { Story } from '@/features/company/components/story';
import { ProductsGrid } from '@/features/products/components/products-grid';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';

import classes from './our-story-page.module.css';

/** Our Story: the company's numbers and chapters, then the products list (SPEC section 2). */
export function OurStoryPage() {
  const t = useT();
  usePageMeta(t('story.meta.title'), t('story.meta.description', { site: SITE.name }));
  return (
    <>
      <Story />
      <section className={classes.products} aria-labelledby="story-products-title">
        <Container>
          <Title order={2} id="story-products-title" className={classes.title}>
            {t('story.products')}
          </Title>
          <ProductsGrid limit={100} />
        </Container>
      </section>
    </>
  );
}
