import '../auth-styles';

import { Anchor, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconCertificate, IconChartLine, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';

import { useReturnPath } from '../hooks/use-return-path';
import { useSessionStore } from '../stores/session-store';

import classes from './join-page.module.css';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type JoinTab = 'register' | 'login';

const BENEFITS = [
  {
    Icon: IconVideo,
    title: 'Learn from working analysts',
    text: 'Certification courses such as Certified Cricket Video Analyst, built on match footage.',
  },
  {
    Icon: IconChartLine,
    title: 'Progress you can see',
    text: 'Modules, lessons and checkpoint quizzes that track where you are.',
  },
  {
    Icon: IconCertificate,
    title: 'Certificates anyone can verify',
    text: 'Every completion certificate carries a public verification link.',
  },
];

/** /join: Register and Login tabs; /login opens the Login tab. */
export function JoinPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab: JoinTab = location.pathname === paths.login ? 'login' : 'register';
  // Only a visitor who arrives logged in is sent home; a fresh login waits for its own redirect.
  const [arrivedLoggedIn] = useState(() => useSessionStore.getState().session !== null);
  const returnPath = useReturnPath();
  usePageMeta(tab === 'login' ? 'Log in' : 'Join', `Create your ${SITE.name} account or log in to continue learning.`);

  if (arrivedLoggedIn) return <Navigate to={returnPath ?? paths.home} replace />;

  // The other tab keeps `?next=`, so whichever way the visitor signs in they go back to that page.
  const showTab = (next: JoinTab) =>
    void navigate({ pathname: next === 'login' ? paths.login : paths.join, search: location.search }, { replace: true });

  return (
    <section className={classes.page}>
      <div className={classes.grid}>
        <aside className={classes.brandPanel}>
          <div className={classes.brandInner}>
            <p className={classes.kicker}>{SITE.name} Academy</p>
            <Title order={2} className={classes.brandTitle}>
              Your seat in the analyst&apos;s box.
            </Title>
            <Text className={classes.brandText}>
              Join the platform trusted by federations, academies, clubs and broadcasters, and learn the craft behind every
              replay.
            </Text>
            <ul className={classes.benefits}>
              {BENEFITS.map(({ Icon, title, text }) => (
                <li key={title} className={classes.benefit}>
                  <span className={classes.benefitIcon}>
                    <Icon size={22} stroke={1.7} aria-hidden />
                  </span>
                  <span>
                    <strong className={classes.benefitTitle}>{title}</strong>
                    <span className={classes.benefitText}>{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className={classes.formColumn}>
          <Paper className={classes.card} radius="lg" shadow="xl" withBorder>
            <Title order={1} className={classes.title}>
              {tab === 'login' ? 'Welcome back' : `Join ${SITE.name}`}
            </Title>
            <Text c="dimmed" mt={6} mb="lg">
              {tab === 'login'
                ? 'Log in to continue your courses and manage your profile.'
                : 'Create a free account to enroll in courses and track your progress.'}
            </Text>

            <Tabs value={tab} onChange={(value) => value && showTab(value as JoinTab)} variant="pills" radius="xl">
              <Tabs.List grow className={classes.tabList}>
                <Tabs.Tab value="register" className={classes.tab}>
                  Register
                </Tabs.Tab>
                <Tabs.Tab value="login" className={classes.tab}>
                  Login
                </Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="register" pt="lg">
                <RegisterForm />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  Already have an account?{' '}
                  <Anchor component="button" type="button" fw={600} size="sm" onClick={() => showTab('login')}>
                    Log in
                  </Anchor>
                </Text>
              </Tabs.Panel>
              <Tabs.Panel value="login" pt="lg">
                <LoginForm />
                <Text size="sm" ta="center" mt="lg" c="dimmed">
                  New to {SITE.name}?{' '}
                  <Anchor component="button" type="button" fw={600} size="sm" onClick={() => showTab('register')}>
                    Create an account
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
