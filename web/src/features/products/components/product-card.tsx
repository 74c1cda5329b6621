import type { Product } from '@contract';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { productPath } from '@/config/paths';

import classes from './product-card.module.css';

/** The first paragraph of a product's description, as a teaser. */
const teaser = (description: string) => description.split(/\n\s*\n/)[0];

/** A product's card; its name is a heading one level under the section it sits in (`headingOrder`). */
export function ProductCard({ product, headingOrder = 3 }: { product: Product; headingOrder?: 2 | 3 }) {
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {product.imageUrl && <img src={product.imageUrl} alt="" loading="lazy" width={640} height={400} />}
      </div>
      <div className={classes.body}>
        <Heading className={classes.name}>
          <Link to={productPath(product._id)} className={classes.link}>
            {product.name}
          </Link>
        </Heading>
        <p className={classes.text}>{teaser(product.description)}</p>
        <span className={classes.more} aria-hidden="true">
          Learn more <IconArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}
