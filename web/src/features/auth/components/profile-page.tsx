import '../auth-styles';

import { Alert, Button, Container, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconLogout, IconMail, IconMailExclamation, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatDate, formatIndianDateTime } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { UserAvatar } from '@/ui/header/user-avatar';
import { LaterSection } from '@/ui/content/later-section';
import { RoleBadge } from '@/ui/role-badge';

import { useCurrentUserRefresh } from '../hooks/use-current-user-refresh';
import { useLogout } from '../hooks/use-logout';
import { useCurrentUser } from '../stores/session-store';

import { LanguageCard } from './language-card';
import { ProfileForm } from './profile-form';
import { PrivacyCard } from './privacy-card';
import classes from './profile-page.module.css';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * /profile: member info, edit profile, change password, sign out. Logged-out visitors go to /join.
 * `orders` and `emails` draw the learner's orders card and email choices (the payments and reminders
 * features').
 */
export function ProfilePage({
  orders,
  emails,
}: {
  orders: ReactNode;
  emails: ReactNode;
}) {
  const user = useCurrentUser();
  const { loading } = useCurrentUserRefresh(user !== null);
  const { logOut, loggingOut } = useLogout();
  const t = useT();
  const locale = useLocale();
  usePageMeta(t('profile.title'), t('profile.description'));

  if (!user) return <Navigate to={paths.join} replace />;

  return (
    <div className={classes.page}>
      <div className={classes.banner}>
        <Container size="lg" className={classes.bannerInner}>
          <UserAvatar user={user} size={88} className={classes.avatar} />
          <div className={classes.identity}>
            <Text className={classes.kicker}>{t('profile.title')}</Text>
            <Title order={1} className={classes.name}>
              {user.name}
            </Title>
            <div className={classes.identityMeta}>
              <span className={classes.email}>{user.email}</span>
              <RoleBadge role={user.role} size="md" />
            </div>
          </div>
        </Container>
      </div>

      <Container size="lg" className={user.isEmailVerified ? classes.content : `${classes.content} ${classes.withNotice}`}>
        {user.isEmailVerified ? null : (
          <Alert
            className={classes.notice}
            classNames={{ title: classes.noticeTitle }}
            color="yellow"
            radius="lg"
            icon={<IconMailExclamation size={22} aria-hidden />}
            title={t('profile.confirmEmail.title')}
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">{t('profile.confirmEmail.text', { email: user.email })}</Text>
              <ResendVerificationButton />
            </Group>
          </Alert>
        )}
        <Paper withBorder radius="lg" p="lg" className={classes.infoCard}>
          <Title order={2} size="h4">
            {t('profile.memberInfo.title')}
          </Title>
          <dl className={classes.facts}>
            <Fact icon={<IconMail size={18} aria-hidden />} label={t('account.email')} loading={false}>
              {user.email}
            </Fact>
            <Fact icon={<IconCalendar size={18} aria-hidden />} label={t('profile.memberInfo.since')} loading={loading && !user.createdAt}>
              {formatDate(user.createdAt, locale) || '—'}
            </Fact>
            <Fact icon={<IconClock size={18} aria-hidden />} label={t('profile.memberInfo.lastLogin')} loading={loading && !user.lastLogin}>
              {formatIndianDateTime(user.lastLogin, locale) || '—'}
            </Fact>
            <Fact icon={<IconShieldCheck size={18} aria-hidden />} label={t('profile.memberInfo.role')} loading={false}>
              <RoleBadge role={user.role} size="sm" />
            </Fact>
          </dl>
        </Paper>

        <LanguageCard language={user.language} className={classes.languageCard} />

        {/* The forms and lists below hydrate each on its own, when wanted: hydrated with the page, their
            commit was one long task. */}
        <LaterSection name="profile-form" className={classes.formArea} paintOffscreen>
          <Paper withBorder radius="lg" className={classes.formCard}>
            <ProfileForm key={user.uid} user={user} />
          </Paper>
        </LaterSection>

        <Paper withBorder radius="lg" p="lg" className={classes.signOutCard}>
          <Title order={2} size="h4">
            {t('profile.signOut.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {t('profile.signOut.text')}
          </Text>
          <Button
            mt="md"
            fullWidth
            variant="outline"
            color="ball.7"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={loggingOut}
            onClick={() => void logOut()}
          >
            {t('profile.signOut.title')}
          </Button>
        </Paper>

        <LaterSection name="profile-privacy" className={classes.privacyCard} paintOffscreen>
          <PrivacyCard canClose={user.role !== 'admin'} />
        </LaterSection>

        <LaterSection name="profile-emails" className={classes.emailsCard} paintOffscreen>
          {emails}
        </LaterSection>

        <LaterSection name="profile-orders" className={classes.ordersCard} paintOffscreen>
          {orders}
        </LaterSection>
      </Container>
    </div>
  );
}

function Fact({ icon, label, loading, children }: { icon: ReactNode; label: string; loading: boolean; children: ReactNode }) {
  return (
    // A <dl> group may hold only <dt> and <dd>: the icon lives in the term, placed by the grid.
    <div className={classes.fact}>
      <dt className={classes.factTerm}>
        <span className={classes.factIcon}>{icon}</span>
        <span>{label}</span>
      </dt>
      <dd className={classes.factValue}>{loading ? <Skeleton height={14} width={140} mt={4} /> : children}</dd>
    </div>
  );
}
