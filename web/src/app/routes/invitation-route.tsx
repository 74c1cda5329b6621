import { ResendVerificationButton } from '@/features/auth/components/resend-verification-button';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { InvitationPage } from '@/features/groups/components/invitation-page';

/** The claim link's page, with the session and the verification mail's button from the auth feature. */
export function InvitationRoute() {
  return <InvitationPage user={useCurrentUser()} resendVerification={<ResendVerificationButton />} />;
}
