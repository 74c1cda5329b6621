import { Button, Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import classes from './featured-products.module.css';
import { ProductsGrid } from './products-grid';

/** Two featured products and the way to the rest (the #platform anchor). */
export function FeaturedProducts() {
  const t = useT();
  return (
    <FadeInSection id="platform" className={classes.section} aria-labelledby="platform-title">
      <Container>
        <SectionHeading eyebrow={t('home.platform.eyebrow')} title={t('home.platform.title')} id="platform-title">
          {t('home.platform.lead')}
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
            {t('home.platform.viewAll')}
          </Button>
        </div>
      </Container>
    </FadeInSection>
  );
}
