import '../auth-styles';

import { Anchor, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconCertificate, IconChartLine, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';

import { useReturnPath } from '../hooks/use-return-path';
import { useSessionStore } from '../stores/session-store';

import classes from './join-page.module.css';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type JoinTab = 'register' | 'login';

const BENEFITS = [
  { Icon: IconVideo, title: msg('join.benefit.analysts.title'), text: msg('join.benefit.analysts.text') },
  { Icon: IconChartLine, title: msg('join.benefit.progress.title'), text: msg('join.benefit.progress.text') },
  { Icon: IconCertificate, title: msg('join.benefit.certificates.title'), text: msg('join.benefit.certificates.text') },
];

/** /join: Register and Login tabs; /login opens the Login tab. */
export function JoinPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: JoinTab = location.pathname === paths.login ? 'login' : 'register';
  // Only a visitor who arrives logged in is sent home; a fresh login waits for its own redirect.
  const [arrivedLoggedIn] = useState(() => useSessionStore.getState().session !== null);
  const returnPath = useReturnPath();
  const t = useT();
  usePageMeta(tab === 'login' ? t('join.meta.login') : t('join.meta.join'), t('join.meta.description', { site: SITE.name }));

  if (arrivedLoggedIn) return <Navigate to={returnPath ?? paths.home} replace />;

  // The other tab keeps `?next=`, so whichever way the visitor signs in they go back to that page.
  const showTab = (next: JoinTab) =>
    void navigate({ pathname: next === 'login' ? paths.login : paths.join, search: location.search }, { replace: true });

  return (
    <section className={classes.page}>
      <div className={classes.grid}>
        <aside className={classes.brandPanel}>
          <div className={classes.brandInner}>
            <p className={classes.kicker}>{t('join.kicker', { site: SITE.name })}</p>
            <Title order={2} className={classes.brandTitle}>
              {t('join.brandTitle')}
            </Title>
            <Text className={classes.brandText}>{t('join.brandText')}</Text>
            <ul className={classes.benefits}>
              {BENEFITS.map(({ Icon, title, text }) => (
                <li key={title} className={classes.benefit}>
                  <span className={classes.benefitIcon}>
                    <Icon size={22} stroke={1.7} aria-hidden />
                  </span>
                  <span>
                    <strong className={classes.benefitTitle}>{t(title)}</strong>
                    <span className={classes.benefitText}>{t(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className={classes.formColumn}>
          <Paper className={classes.card} radius="lg" shadow="xl" withBorder>
            <Title order={1} className={classes.title}>
              {tab === 'login' ? t('join.welcomeBack') : t('join.title', { site: SITE.name })}
            </Title>
            <Text c="dimmed" mt={6} mb="lg">
              {tab === 'login' ? t('join.loginLead') : t('join.registerLead')}
            </Text>

            <Tabs value={tab} onChange={(value) => value && showTab(value as JoinTab)} variant="pills" radius="xl">
              <Tabs.List grow className={classes.tabList}>
                <Tabs.Tab value="register" className={classes.tab}>
                  {t('join.tab.register')}
                </Tabs.Tab>
                <Tabs.Tab value="login" className={classes.tab}>
                  {t('join.tab.login')}
                </Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="register" pt="lg">
                <RegisterForm />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  {t('join.haveAccount')}{' '}
                  <Anchor component="button" type="button" fw={600} size="sm" onClick={() => showTab('login')}>
                    {t('join.logIn')}
                  </Anchor>
                </Text>
              </Tabs.Panel>
              <Tabs.Panel value="login" pt="lg">
                <LoginForm />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  {t('join.newTo', { site: SITE.name })}{' '}
                  <Anchor component="button" type="button" fw={600} size="sm" onClick={() => showTab('register')}>
                    {t('join.createAccount')}
                  </Anchor>
                </Text>
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </div>
      </div>
    </section>
  );
}
