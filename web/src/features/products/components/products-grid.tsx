import type { Localised, Product } from '@contract';
import { inLanguage, pageDataKeys } from '@contract/page-data';

import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { useApiData } from '@/lib/use-api-data';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';

import { getProducts } from '../api/get-products';

import { ProductCard } from './product-card';
import classes from './products-grid.module.css';

export function ProductCards({ products, headingOrder }: { products: Localised<Product>[]; headingOrder?: 2 | 3 }) {
  return (
    <div className={classes.grid}>
      {products.map((product) => (
        <ProductCard key={product._id} product={product} headingOrder={headingOrder} />
      ))}
    </div>
  );
}

/**
 * Published products (up to `limit`) with their loading, error and empty states. The cards' names
 * are h3 under a section's h2, or h2 (`headingOrder`) where the grid sits right under the page's h1.
 */
export function ProductsGrid({ limit = 100, headingOrder }: { limit?: number; headingOrder?: 2 | 3 }) {
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const products = useApiData(
    (signal) => getProducts(limit, locale, signal),
    [limit, locale],
    t('products.loadFailed'),
    inLanguage(pageDataKeys.products(limit), locale),
  );
  if (products.status === 'loading') return <CardGridSkeleton count={Math.min(limit, 3)} />;
  if (products.status === 'error')
    return <ErrorState message={failure(msg('products.loadFailed'), products.message)} onRetry={products.reload} />;
  if (products.data.length === 0) return <EmptyState message={t('products.empty')} />;
  return <ProductCards products={products.data} headingOrder={headingOrder} />;
}
