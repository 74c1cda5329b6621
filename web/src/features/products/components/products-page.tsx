import { Container } from '@mantine/core';

import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import classes from './products-page.module.css';
import { ProductsGrid } from './products-grid';

export function ProductsPage() {
  usePageMeta('Products', 'Decision review, video analysis, live production and streaming products for cricket.');
  return (
    <>
      <PageHero eyebrow="Products" title="Technology for every level of cricket">
        From academy nets to televised finals: capture, review, analyse and broadcast with one family of products.
      </PageHero>
      <Container className={classes.body}>
        <ProductsGrid limit={100} />
      </Container>
    </>
  );
}
