import type { Product } from '@contract';
import { pageDataKeys } from '@contract/page-data';

import { useApiData } from '@/lib/use-api-data';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';

import { getProducts } from '../api/get-products';

import { ProductCard } from './product-card';
import classes from './products-grid.module.css';

export function ProductCards({ products }: { products: Product[] }) {
  return (
    <div className={classes.grid}>
      {products.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}

/** Published products (up to `limit`) with their loading, error and empty states. */
export function ProductsGrid({ limit = 100 }: { limit?: number }) {
  const products = useApiData(
    (signal) => getProducts(limit, signal),
    [limit],
    'Failed to load products',
    pageDataKeys.products(limit),
  );
  if (products.status === 'loading') return <CardGridSkeleton count={Math.min(limit, 3)} />;
  if (products.status === 'error') return <ErrorState message={products.message} onRetry={products.reload} />;
  if (products.data.length === 0) return <EmptyState message="No products found." />;
  return <ProductCards products={products.data} />;
}
