import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Container } from '@mantine/core';

import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import cardGrid from '@/ui/content/card-grid.module.css';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';
import pageBody from '@/ui/content/page-body.module.css';
import { PageHero } from '@/ui/content/page-hero';

import { getBlogs } from '../api/get-blogs';

import { BlogCard } from './blog-card';

export function BlogPage() {
  const t = useT();
  usePageMeta(t('blog.meta.title'), t('blog.meta.description', { site: SITE.name }));
  const failure = useFailureMessage();
  const locale = useLocale();
  const blogs = useApiData(
    (signal) => getBlogs(locale, signal),
    [locale],
    t('blog.loadFailed'),
    inLanguage(pageDataKeys.blogs, locale),
  );
  return (
    <>
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')}>
        {t('blog.lead')}
      </PageHero>
      <Container className={pageBody.body}>
        {blogs.status === 'loading' && <CardGridSkeleton count={6} />}
        {blogs.status === 'error' && (
          <ErrorState message={failure(msg('blog.loadFailed'), blogs.message)} onRetry={blogs.reload} />
        )}
        {blogs.status === 'ready' &&
          (blogs.data.length === 0 ? (
            <EmptyState message={t('blog.empty')} />
          ) : (
            <div className={cardGrid.grid}>
              {blogs.data.map((blog, index) => (
                <BlogCard key={blog.blogId} blog={blog} first={index === 0} />
              ))}
            </div>
          ))}
      </Container>
    </>
  );
}
