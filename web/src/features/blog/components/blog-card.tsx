import type { Blog, Localised } from '@contract';
import { IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { blogPostPath } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useItemLang } from '@/lib/i18n/content-language';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { CardImage } from '@/ui/content/card-image';

import classes from './blog-card.module.css';

export type BlogSummary = Omit<Localised<Blog>, 'content'>;

/** Internal posts link to their page; external coverage opens its link in a new or the same tab, as set. */
function PostLink({ blog }: { blog: BlogSummary }) {
  const t = useT();
  if (!blog.isExternal) {
    return (
      <Link to={blogPostPath(blog.blogId)} className={classes.link}>
        {blog.title}
      </Link>
    );
  }
  return (
    <a
      href={blog.externalUrl}
      className={classes.link}
      {...(blog.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {blog.title}
      {blog.openInNewTab && <span className="visually-hidden"> {t('common.newTab')}</span>}
    </a>
  );
}

/** `first`: the list's first card, on the first screen, so its image loads at once and first. */
export function BlogCard({ blog, first = false }: { blog: BlogSummary; first?: boolean }) {
  const locale = useLocale();
  // A post without a version in the page's language keeps its English, marked so.
  const lang = useItemLang(blog);
  return (
    <article className={classes.card}>
      <div className={classes.media}>{blog.imageUrl && <CardImage src={blog.imageUrl} first={first} />}</div>
      <div className={classes.body}>
        <p className={classes.meta}>
          <time dateTime={blog.date}>{formatDate(blog.date, locale)}</time>
          {blog.isExternal ? (
            <span className={classes.source}>
              {blog.sourceLogo && <img src={blog.sourceLogo} alt="" width={18} height={18} />}
              {blog.sourceWebsite}
              <IconArrowUpRight size={14} aria-hidden />
            </span>
          ) : (
            blog.authorName && <span>{blog.authorName}</span>
          )}
        </p>
        <h2 className={classes.title} lang={lang}>
          <PostLink blog={blog} />
        </h2>
        <p className={classes.summary} lang={lang}>
          {blog.summary}
        </p>
      </div>
    </article>
  );
}
