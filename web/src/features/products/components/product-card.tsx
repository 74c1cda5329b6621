import type { Localised, Product } from '@contract';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { productPath } from '@/config/paths';
import { useItemLang } from '@/lib/i18n/content-language';
import { useT } from '@/lib/i18n/use-t';

import classes from './product-card.module.css';

/** The first paragraph of a product's description, as a teaser. */
const teaser = (description: string) => description.split(/\n\s*\n/)[0];

/** A product's card; its name is a heading one level under the section it sits in (`headingOrder`). */
export function ProductCard({ product, headingOrder = 3 }: { product: Localised<Product>; headingOrder?: 2 | 3 }) {
  const t = useT();
  // A product without a version in the page's language keeps its English, marked so.
  const lang = useItemLang(product);
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {product.imageUrl && <img src={product.imageUrl} alt="" loading="lazy" width={640} height={400} />}
      </div>
      <div className={classes.body}>
        <Heading className={classes.name} lang={lang}>
          <Link to={productPath(product._id)} className={classes.link}>
            {product.name}
          </Link>
        </Heading>
        <p className={classes.text} lang={lang}>
          {teaser(product.description)}
        </p>
        <span className={classes.more} aria-hidden="true">
          {t('product.learnMore')} <IconArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}
