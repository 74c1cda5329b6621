import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';

import classes from './lesson-text.module.css';

/** Only web and mail links; anything else (javascript:, data:, …) loses its target. */
const SAFE_LINK = /^(https?:|mailto:)/i;

function LessonLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href || !SAFE_LINK.test(href.trim())) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const heading = (level: 'h3' | 'h4') =>
  function LessonHeading({ children }: { children?: ReactNode }) {
    const Tag = level;
    return <Tag className={classes.heading}>{children}</Tag>;
  };

function NoImage() {
  return null;
}

const OPTIONS: MarkdownToJSX.Options = {
  // Text an author typed as HTML stays text: the lesson renders Markdown, never markup.
  disableParsingRawHTML: true,
  forceBlock: true,
  forceWrapper: true,
  wrapper: 'div',
  // Its image addresses would be the author's to choose, past the page's image policy: none are shown.
  overrides: {
    a: LessonLink,
    // The modal's title is the lesson's heading; the text's own headings sit below it.
    h1: heading('h3'),
    h2: heading('h3'),
    h3: heading('h4'),
    h4: heading('h4'),
    h5: heading('h4'),
    h6: heading('h4'),
    img: NoImage,
  },
};

/**
 * A lesson's text, written in Markdown (lists, emphasis, links, headings, keys as inline code),
 * rendered into React elements: every text node is escaped by React, no HTML string is set.
 */
export default function LessonText({ markdown }: { markdown: string }) {
  return (
    <Markdown className={classes.text} options={OPTIONS}>
      {markdown}
    </Markdown>
  );
}
