import { CouponField } from '@/features/coupons/components/coupon-field';
import { EnrollModal, type EnrollModalProps } from '@/features/payments/components/enroll-modal';

/** The payments feature's enrolment modal with the coupons feature's code field: its own lazy chunk. */
export default function CourseEnrollModal(props: Omit<EnrollModalProps, 'couponField'>) {
  return <EnrollModal {...props} couponField={(slot) => <CouponField {...slot} />} />;
}
