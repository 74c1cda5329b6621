import { IconReceipt, IconSchool } from '@tabler/icons-react';

import { ordersPath, paths } from '@/config/paths';

/** Where a learner's own things are, after 'Edit profile' in the account menu and the phone menu. */
export const LEARNER_LINKS = [
  { to: paths.myCourses, label: 'My courses', Icon: IconSchool },
  { to: ordersPath, label: 'Orders and invoices', Icon: IconReceipt },
] as const;
