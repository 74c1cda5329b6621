import type { IOptions } from 'sanitize-html';

const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }) },
};

/**
 * A link that opens a new browsing context (`_blank` in any case, or a named window) always
 * carries rel="noopener noreferrer", so the page it opens cannot reach back to this one; `_self`,
 * `_parent` and `_top` stay in this tab and keep no target.
 */
function linkAttributes({ target, rel, ...attribs }: Record<string, string>): Record<string, string> {
  const name = (target ?? '').trim().toLowerCase();
  if (name === '' || name === '_self' || name === '_parent' || name === '_top') {
    const kept = (rel ?? '').split(/\s+/).filter((word) => word !== '' && word.toLowerCase() !== 'opener');
    return kept.length ? { ...attribs, rel: kept.join(' ') } : attribs;
  }
  return { ...attribs, target: '_blank', rel: 'noopener noreferrer' };
}

/**
 * Blog HTML as it may reach a browser: formatting, links and images only; no scripts, handlers,
 * styles or javascript: URLs. Loaded on first use so other requests do not pay for the parser.
 */
export async function cleanBlogHtml(html: string): Promise<string> {
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, OPTIONS);
}
