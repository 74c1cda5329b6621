import { SITE } from '@/config/site';

import classes from './logo.module.css';

/** The stumps-and-ball mark with the wordmark; `tone` picks the wordmark colour for its background. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className={classes.logo} data-tone={tone}>
      <svg className={classes.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#d71f31" />
        <g fill="#ffffff">
          <rect x="17" y="15" width="5" height="36" rx="2" />
          <rect x="29.5" y="15" width="5" height="36" rx="2" />
          <rect x="42" y="15" width="5" height="36" rx="2" />
          <rect x="15" y="10" width="16" height="3.5" rx="1.75" />
          <rect x="33" y="10" width="16" height="3.5" rx="1.75" />
        </g>
      </svg>
      <span className={classes.wordmark}>{SITE.name}</span>
    </span>
  );
}
