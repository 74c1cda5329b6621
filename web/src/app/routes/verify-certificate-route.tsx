import { useCurrentUser } from '@/features/auth/stores/session-store';
import { VerifyCertificatePage } from '@/features/certificates/components/verify-certificate-page';
import { useHydrated } from '@/lib/use-hydrated';

/** The server renders the page for anyone; a signed-in visitor is known once hydrated. */
export function VerifyCertificateRoute() {
  const user = useCurrentUser();
  return <VerifyCertificatePage viewer={useHydrated() ? (user?.uid ?? '') : ''} />;
}
