import { Container } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import pageBody from '@/ui/content/page-body.module.css';
import { PageHero } from '@/ui/content/page-hero';

import { ProductsGrid } from './products-grid';

export function ProductsPage() {
  const t = useT();
  usePageMeta(t('products.meta.title'), t('products.meta.description'));
  return (
    <>
      <PageHero eyebrow={t('products.eyebrow')} title={t('products.title')}>
        {t('products.lead')}
      </PageHero>
      <Container className={pageBody.body}>
        <ProductsGrid limit={100} headingOrder={2} />
      </Container>
    </>
  );
}
