import type { Course } from '@contract';

import { discountPercent, formatRupees } from '@/lib/format';

interface CoursePriceProps {
  course: Pick<Course, 'price' | 'originalPrice'>;
  classes: { price?: string; amount?: string; original?: string; discount?: string };
  /** Show the rounded discount next to the struck-through original price. */
  withDiscount?: boolean;
}

/** The price in rupees, and the original price struck through when it is higher. */
export function CoursePrice({ course, classes, withDiscount = false }: CoursePriceProps) {
  const discount = withDiscount ? discountPercent(course.price, course.originalPrice) : null;
  return (
    <span className={classes.price}>
      <span className={classes.amount}>{formatRupees(course.price)}</span>
      {course.originalPrice && course.originalPrice > course.price && (
        <s className={classes.original}>
          <span className="visually-hidden">was </span>
          {formatRupees(course.originalPrice)}
        </s>
      )}
      {discount !== null && <span className={classes.discount}>{discount}% off</span>}
    </span>
  );
}
