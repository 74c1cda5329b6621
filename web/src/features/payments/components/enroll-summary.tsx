import type { Course, PaymentConfig, User } from '@contract';

import { formatRupees } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

import classes from './enroll-modal.module.css';

/** What is being bought and by whom: course, price (with GST under Razorpay), length, name and email. */
export function EnrollSummary({ course, user, config }: { course: Course; user: User; config: PaymentConfig | null }) {
  const t = useT();
  return (
    <dl className={classes.summary}>
      <div>
        <dt>{t('checkout.summary.course')}</dt>
        <dd>{course.title}</dd>
      </div>
      <div>
        <dt>{t('checkout.summary.price')}</dt>
        <dd>
          {formatRupees(course.price)}
          {config?.provider === 'razorpay' && <span className={classes.gst}>{t('course.gst', { rate: config.gstPercent })}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('checkout.summary.duration')}</dt>
        <dd>{course.duration}</dd>
      </div>
      <div>
        <dt>{t('checkout.summary.name')}</dt>
        <dd>{user.name}</dd>
      </div>
      <div>
        <dt>{t('checkout.summary.email')}</dt>
        <dd>{user.email}</dd>
      </div>
    </dl>
  );
}
