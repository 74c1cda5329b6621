import { EmailPreferencesCard } from '@/features/reminders/components/email-preferences-card';
import { ProfilePage } from '@/features/auth/components/profile-page';
import { OrdersCard } from '@/features/payments/components/orders-card';

/** /profile: the account page, with the learner's orders in it. */
export function ProfileRoute() {
  return <ProfilePage orders={<OrdersCard />} emails={<EmailPreferencesCard />} />;
}
