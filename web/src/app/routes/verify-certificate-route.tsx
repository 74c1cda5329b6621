import { useCurrentUser } from '@/features/auth/stores/session-store';
import { VerifyCertificatePage } from '@/features/certificates/components/verify-certificate-page';

/** The server renders the page for anyone; a signed-in visitor is known once hydrated. */
export function VerifyCertificateRoute() {
  return <VerifyCertificatePage viewer={useCurrentUser()?.uid ?? ''} />;
}
