import type { ReactNode } from 'react';

import classes from './admin.module.css';

/** A record's particulars as label and value pairs, in the order given (the detail panels of the admin screens). */
export function DetailList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={classes.detailList}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
