import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts (4 s, top right, at most 20; SPEC section 9) and confirmation modals. Both are driven by
 * their static APIs (`notifications.show`, `modals.openConfirmModal`), so they need no place
 * around the pages and can load after the first paint.
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" autoClose={4000} limit={20} />
      <ModalsProvider />
    </>
  );
}
