import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Button, Container, Skeleton, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

import { paths, productPath } from '@/config/paths';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { breadcrumbs } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { ItemErrorState } from '@/ui/content/data-states';
import { PlainText } from '@/ui/content/plain-text';
import { BackLink } from '@/ui/content/back-link';
import { ContentLanguage } from '@/ui/language/content-language';

import { getProduct } from '../api/get-product';

import classes from './product-page.module.css';

/** /products/{id}: one product, in the page's language where it has a version in it (decision 0098), else the English under the note. */
export function ProductPage() {
  const t = useT();
  const locale = useLocale();
  const { productId = '' } = useParams();
  const product = useApiData(
    (signal) => getProduct(productId, locale, signal),
    [productId, locale],
    'Failed to load product',
    inLanguage(pageDataKeys.product(productId), locale),
  );
  const item = product.status === 'ready' ? product.data : null;
  const title = item?.name ?? (product.status === 'error' ? t('product.notFoundTitle') : t('product.eyebrow'));
  usePageMeta(title, item?.description.slice(0, 160), {
    image: item?.imageUrl,
    content: item ? { language: item.language, languages: item.languages } : undefined,
    structuredData: (origin) =>
      item
        ? [
            breadcrumbs(origin, [
              { name: t('nav.products'), path: paths.products },
              { name: item.name, path: productPath(item._id) },
            ]),
          ]
        : [],
  });

  const page = (
    <Container size="lg" className={classes.page}>
      <BackLink to={paths.products}>{t('product.back')}</BackLink>
      {product.status === 'loading' && (
        <div className={classes.layout} aria-busy="true">
          <Skeleton className={classes.media} />
          <div>
            <Skeleton height={40} width="60%" />
            <Skeleton height={14} mt="lg" />
            <Skeleton height={14} mt="sm" />
            <Skeleton height={14} mt="sm" width="80%" />
          </div>
        </div>
      )}
      {product.status === 'error' && <ItemErrorState failure={product} notFound={t('product.notFound')} />}
      {product.status === 'ready' && (
        <article className={classes.layout}>
          <div className={classes.media}>
            {product.data.imageUrl && <img src={product.data.imageUrl} alt="" width={800} height={450} fetchPriority="high" />}
          </div>
          <div>
            <p className={classes.eyebrow}>{t('product.eyebrow')}</p>
            <Title order={1} className={classes.title}>
              {product.data.name}
            </Title>
            <PlainText text={product.data.description} className={classes.text} />
            <Button component={Link} to={paths.contact} size="md" mt="lg">
              {t('product.talkToTeam')}
            </Button>
          </div>
        </article>
      )}
    </Container>
  );
  return item ? <ContentLanguage language={item.language}>{page}</ContentLanguage> : page;
}
