import classes from './app-fallback.module.css';

/** First paint while the first lazily loaded page arrives: the header bar, nothing that jumps. */
export function AppFallback() {
  return <div className={classes.bar} aria-hidden="true" />;
}
