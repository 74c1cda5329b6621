import { Container } from '@mantine/core';

import { usePageMeta } from '@/lib/page-meta';
import pageBody from '@/ui/content/page-body.module.css';
import { PageHero } from '@/ui/content/page-hero';

import { ProductsGrid } from './products-grid';

export function ProductsPage() {
  usePageMeta('Products', 'Decision review, video analysis, live production and streaming products for cricket.');
  return (
    <>
      <PageHero eyebrow="Products" title="Technology for every level of cricket">
        From academy nets to televised finals: capture, review, analyse and broadcast with one family of products.
      </PageHero>
      <Container className={pageBody.body}>
        <ProductsGrid limit={100} headingOrder={2} />
      </Container>
    </>
  );
}
