import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Button, Container, Skeleton, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { blogPostPath, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { blogPosting, breadcrumbs } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { ItemErrorState } from '@/ui/content/data-states';
import { BackLink } from '@/ui/content/back-link';
import { ContentLanguage } from '@/ui/language/content-language';

import { getBlog } from '../api/get-blog';

import classes from './blog-post-page.module.css';

/** /blog/{id}: one post, in the page's language where it has a version in it (decision 0098), else the English under the note. */
export function BlogPostPage() {
  const t = useT();
  const locale = useLocale();
  const { blogId = '' } = useParams();
  const blog = useApiData(
    (signal) => getBlog(blogId, locale, signal),
    [blogId, locale],
    'Failed to load blog post',
    inLanguage(pageDataKeys.blog(blogId), locale),
  );
  const post = blog.status === 'ready' ? blog.data : null;
  usePageMeta(post?.title ?? (blog.status === 'error' ? t('blogPost.notFoundTitle') : t('nav.blog')), post?.summary, {
    type: 'article',
    image: post?.imageUrl,
    content: post ? { language: post.language, languages: post.languages } : undefined,
    structuredData: (origin) =>
      post
        ? [
            ...(post.isExternal ? [] : [blogPosting(origin, post, blogPostPath(post.blogId))]),
            breadcrumbs(origin, [
              { name: t('nav.blog'), path: paths.blog },
              { name: post.title, path: blogPostPath(post.blogId) },
            ]),
          ]
        : [],
  });

  const page = (
    <Container size="md" className={classes.page}>
      <BackLink to={paths.blog}>{t('blogPost.back')}</BackLink>
      {blog.status === 'loading' && (
        <div aria-busy="true" className={classes.article}>
          <Skeleton height={44} width="80%" />
          <Skeleton height={320} mt="xl" radius="lg" />
          <Skeleton height={14} mt="xl" />
          <Skeleton height={14} mt="sm" />
        </div>
      )}
      {blog.status === 'error' && <ItemErrorState failure={blog} notFound={t('blogPost.notFound')} />}
      {blog.status === 'ready' && (
        <article className={classes.article}>
          <p className={classes.meta}>
            <time dateTime={blog.data.date}>{formatDate(blog.data.date, locale)}</time>
            {blog.data.authorName && <span>{t('blogPost.by', { author: blog.data.authorName })}</span>}
          </p>
          <Title order={1} className={classes.title}>
            {blog.data.title}
          </Title>
          <p className={classes.summary}>{blog.data.summary}</p>
          {blog.data.imageUrl && (
            <img className={classes.image} src={blog.data.imageUrl} alt="" width={1200} height={675} fetchPriority="high" />
          )}
          {blog.data.isExternal ? (
            <Button
              component="a"
              href={blog.data.externalUrl}
              size="md"
              rightSection={<IconExternalLink size={18} aria-hidden />}
              {...(blog.data.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t('blogPost.readOn', { source: blog.data.sourceWebsite })}
            </Button>
          ) : blog.data.content ? (
            // The API sanitises post HTML on the way out (functions/src/lib/blog-html.ts).
            <div className={classes.content} dangerouslySetInnerHTML={{ __html: blog.data.content }} />
          ) : null}
        </article>
      )}
    </Container>
  );
  return post ? <ContentLanguage language={post.language}>{page}</ContentLanguage> : page;
}
