import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { JoinPage } from '@/features/groups/components/join-page';

/** A group's join page, with the session and the verification mail's button from the auth feature. */
export function JoinRoute() {
  return <JoinPage user={useCurrentUser()} resendVerification={<ResendVerificationButton />} />;
}
