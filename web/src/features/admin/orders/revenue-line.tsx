import { pageDataKeys } from '@contract/page-data';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { formatPrice } from '@contract/money';
import { useApiData } from '@/lib/use-api-data';

import { getRevenue } from './orders-api';
import classes from './revenue-line.module.css';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The dashboard's revenue line: this month's takings, refunds and what is left (India time, GST included). */
export function RevenueLine() {
  const revenue = useApiData(getRevenue, [], 'Failed to load revenue', pageDataKeys.revenue);
  if (revenue.status === 'loading') return <p className={classes.revenue}>Revenue: loading…</p>;
  if (revenue.status === 'error') return <p className={classes.revenue} role="alert">{revenue.message}</p>;
  const r = revenue.data;
  return (
    <p className={classes.revenue}>
      <strong>Revenue, {monthName(r.month)}:</strong> {formatPrice(r.grossPaise)} from {r.paidOrders} paid{' '}
      {r.paidOrders === 1 ? 'order' : 'orders'} · refunds {formatPrice(r.refundsPaise)} · <strong>net {formatPrice(r.netPaise)}</strong>{' '}
      (incl. GST) ·{' '}
      <Anchor component={Link} to={adminPaths.orders}>
        Orders
      </Anchor>
    </p>
  );
}
