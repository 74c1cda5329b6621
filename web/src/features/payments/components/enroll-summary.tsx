import type { Course, PaymentConfig, User } from '@contract';

import { formatRupees } from '@/lib/format';

import classes from './enroll-modal.module.css';

/** What is being bought and by whom: course, price (with GST under Razorpay), length, name and email. */
export function EnrollSummary({ course, user, config }: { course: Course; user: User; config: PaymentConfig | null }) {
  return (
    <dl className={classes.summary}>
      <div>
        <dt>Course</dt>
        <dd>{course.title}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>
          {formatRupees(course.price)}
          {config?.provider === 'razorpay' && <span className={classes.gst}>incl. {config.gstPercent} % GST</span>}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{course.duration}</dd>
      </div>
      <div>
        <dt>Name</dt>
        <dd>{user.name}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </div>
    </dl>
  );
}
