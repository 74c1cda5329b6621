import { pageDataKeys } from '@contract/page-data';
import { Button, Container, Skeleton, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

import { paths, productPath } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { breadcrumbs } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { ItemErrorState } from '@/ui/content/data-states';
import { PlainText } from '@/ui/content/plain-text';
import { BackLink } from '@/ui/content/back-link';

import { getProduct } from '../api/get-product';

import classes from './product-page.module.css';

function BackToProducts() {
  return <BackLink to={paths.products}>Back to Products</BackLink>;
}

export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useApiData(
    (signal) => getProduct(productId, signal),
    [productId],
    'Failed to load product',
    pageDataKeys.product(productId),
  );
  const item = product.status === 'ready' ? product.data : null;
  usePageMeta(item?.name ?? (product.status === 'error' ? 'Product not found' : 'Product'), item?.description.slice(0, 160), {
    image: item?.imageUrl,
    structuredData: (origin) =>
      item
        ? [
            breadcrumbs(origin, [
              { name: 'Products', path: paths.products },
              { name: item.name, path: productPath(item._id) },
            ]),
          ]
        : [],
  });

  return (
    <Container size="lg" className={classes.page}>
      <BackToProducts />
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
      {product.status === 'error' && <ItemErrorState failure={product} notFound="Product not found." />}
      {product.status === 'ready' && (
        <article className={classes.layout}>
          <div className={classes.media}>
            {product.data.imageUrl && <img src={product.data.imageUrl} alt="" width={800} height={450} fetchPriority="high" />}
          </div>
          <div>
            <p className={classes.eyebrow}>Product</p>
            <Title order={1} className={classes.title}>
              {product.data.name}
            </Title>
            <PlainText text={product.data.description} className={classes.text} />
            <Button component={Link} to={paths.contact} size="md" mt="lg">
              Talk to our team
            </Button>
          </div>
        </article>
      )}
    </Container>
  );
}
