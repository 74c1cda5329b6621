import { useEffect } from 'react';

import { SITE } from '@/config/site';

function setDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Sets the document title and meta description while a page is shown. */
export function usePageMeta(title: string | null, description: string = SITE.description): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE.name}` : `${SITE.name} — Innovation in Cricket Technology`;
    setDescription(description);
  }, [title, description]);
}
