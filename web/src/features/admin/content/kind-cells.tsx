import { Badge } from '@mantine/core';

import classes from '../shared/admin.module.css';

/** An item's Active or Inactive badge. */
export const statusBadge = (item: { isActive?: boolean }) => (
  <Badge variant="outline" color={item.isActive === false ? 'gray.7' : 'pitch.8'}>
    {item.isActive === false ? 'Inactive' : 'Active'}
  </Badge>
);

/** A list row's picture, or an empty frame where there is none. */
export const thumb = (url: string | null) =>
  url ? <img src={url} alt="" className={classes.thumb} loading="lazy" /> : <span className={classes.thumb} />;
