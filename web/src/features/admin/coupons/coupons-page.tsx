import type { CouponView } from '@contract';
import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../shared/admin-api';
import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { ListPage } from '../shared/list-page';
import { useAdminAction } from '../shared/use-admin-action';

import { discountText, expiryText, STATE_LABELS, usesText } from './coupon-terms';
import { getCoupons } from './coupons-api';

const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

/** /admin/coupons: every coupon with its terms and uses; edit, activate or deactivate, delete. */
export function CouponsPage() {
  const list = useApiData(getCoupons, [], 'Failed to load coupons');
  const { busy, run } = useAdminAction(list.reload);

  const toggle = async (coupon: CouponView) => {
    const verb = coupon.isActive ? 'Deactivate' : 'Activate';
    const message = coupon.isActive
      ? `Deactivate ${coupon.code}? Learners can no longer apply it; orders already placed keep their price.`
      : `Activate ${coupon.code}? Learners can apply it again.`;
    if (!(await confirmAction(`${verb} coupon`, message, verb, coupon.isActive))) return;
    await run(
      coupon.id,
      () => runAdminAction('PATCH', couponPath(coupon.id), 'Failed to update coupon', { isActive: !coupon.isActive }),
      'Failed to update coupon',
    );
  };

  const remove = async (coupon: CouponView) => {
    if (!(await confirmAction('Delete coupon', `Are you sure you want to delete ${coupon.code}?`, 'Delete'))) return;
    await run(
      coupon.id,
      () => runAdminAction('DELETE', couponPath(coupon.id), 'Failed to delete coupon'),
      'Failed to delete coupon',
    );
  };

  const columns: Column<CouponView>[] = [
    { header: 'Code', cell: (coupon) => <strong>{coupon.code}</strong> },
    { header: 'Discount', cell: discountText },
    {
      header: 'Course',
      cell: (coupon) => (coupon.courseId ? (coupon.courseTitle ?? 'A deleted course') : 'All courses'),
      wide: true,
    },
    { header: 'Expires', cell: expiryText, wide: true },
    { header: 'Uses', cell: usesText, wide: true },
    {
      header: 'Status',
      cell: (coupon) => (
        <Badge variant="outline" color={STATE_LABELS[coupon.state].color}>
          {STATE_LABELS[coupon.state].label}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (coupon) => (
        <div className={classes.actions}>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`${adminPaths.coupons}/edit/${encodeURIComponent(coupon.id)}`}
            aria-label={`Edit ${coupon.code}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="navy"
            disabled={busy !== null}
            onClick={() => void toggle(coupon)}
            aria-label={`${coupon.isActive ? 'Deactivate' : 'Activate'} ${coupon.code}`}
          >
            {coupon.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="ball"
            disabled={busy !== null}
            onClick={() => void remove(coupon)}
            aria-label={`Delete ${coupon.code}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title="Coupons"
      actions={
        <Button component={Link} to={`${adminPaths.coupons}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
          Add Coupon
        </Button>
      }
      table={{
        label: 'Coupons',
        columns,
        state: list,
        empty: 'No coupons yet. Add one to offer a discount.',
        rowKey: (coupon) => coupon.id,
        onRetry: list.reload,
      }}
    />
  );
}
