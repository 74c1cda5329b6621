import { Notifications } from '@mantine/notifications';

/**
 * Toasts (4 s, top right, at most 20; SPEC section 9), driven by `notifications.show`, so they need
 * no place around the pages and can load after the first paint. Confirmation modals belong to
 * the back-office, which mounts their provider itself (features/admin).
 */
export default function Overlays() {
  return <Notifications position="top-right" autoClose={4000} limit={20} />;
}
