import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { CouponField } from '@/features/coupons/components/coupon-field';
import { EnrollModal, type EnrollModalProps } from '@/features/payments/components/enroll-modal';

/**
 * The payments feature's enrolment modal with the coupons feature's code field and the auth
 * feature's verification-mail button: its own lazy chunk.
 */
export default function CourseEnrollModal(props: Omit<EnrollModalProps, 'couponField' | 'resendVerification'>) {
  return (
    <EnrollModal
      {...props}
      couponField={(slot) => <CouponField {...slot} />}
      resendVerification={<ResendVerificationButton size="xs" variant="light" mt="xs" />}
    />
  );
}
