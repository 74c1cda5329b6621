import { Button, Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import classes from './featured-products.module.css';
import { ProductsGrid } from './products-grid';

/** Two featured products and the way to the rest (the #platform anchor). */
export function FeaturedProducts() {
  return (
    <FadeInSection id="platform" className={classes.section} aria-labelledby="platform-title">
      <Container>
        <SectionHeading eyebrow="Platform" title="Products that run match day" id="platform-title">
          Decision review, video analysis and live production, proven across domestic and franchise cricket.
        </SectionHeading>
        <ProductsGrid limit={2} />
        <div className={classes.more}>
          <Button
            component={Link}
            to={paths.products}
            size="md"
            variant="outline"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            View all products
          </Button>
        </div>
      </Container>
    </FadeInSection>
  );
}
