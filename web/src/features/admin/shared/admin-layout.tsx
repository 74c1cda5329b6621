import './admin-styles';

import { Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import {
  IconAddressBook,
  IconRosette,
  IconMessageQuestion,
  IconStar,
  IconReceipt,
  IconBuildingStadium,
  IconBuildingCommunity,
  IconHistory,
  IconBriefcase,
  IconCertificate,
  IconChecklist,
  IconClipboardText,
  IconDiscount,
  IconLayoutDashboard,
  IconMessage2,
  IconNews,
  IconPackage,
  IconTrophy,
  IconUser,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { User } from '@contract';

import { adminPaths, paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { backOfficeOf, opensScreen, staffHome } from '@/lib/staff-roles';

import classes from './admin.module.css';
import { greetingFor } from './greeting';

const TABS = [
  { to: adminPaths.dashboard, label: 'Dashboard', Icon: IconLayoutDashboard },
  { to: adminPaths.users, label: 'Users', Icon: IconUsers },
  { to: adminPaths.courses, label: 'Courses', Icon: IconCertificate },
  { to: adminPaths.reviews, label: 'Reviews', Icon: IconChecklist },
  { to: adminPaths.assignments, label: 'Assignments', Icon: IconClipboardText },
  { to: adminPaths.courseReviews, label: 'Ratings', Icon: IconStar },
  { to: adminPaths.learnerQuestions, label: 'Questions', Icon: IconMessageQuestion },
  { to: adminPaths.blogs, label: 'Blogs', Icon: IconNews },
  { to: adminPaths.highlights, label: 'Highlights', Icon: IconVideo },
  { to: adminPaths.careers, label: 'Careers', Icon: IconBriefcase },
  { to: adminPaths.contacts, label: 'Contacts', Icon: IconAddressBook },
  { to: adminPaths.certificates, label: 'Certificates', Icon: IconRosette },
  { to: adminPaths.orders, label: 'Orders', Icon: IconReceipt },
  { to: adminPaths.coupons, label: 'Coupons', Icon: IconDiscount },
  { to: adminPaths.groups, label: 'Groups', Icon: IconBuildingCommunity },
  { to: adminPaths.audit, label: 'Audit', Icon: IconHistory },
  { to: adminPaths.organizations, label: 'Organizations', Icon: IconBuildingStadium },
  { to: adminPaths.leagues, label: 'Leagues', Icon: IconTrophy },
  { to: adminPaths.products, label: 'Products', Icon: IconPackage },
  { to: adminPaths.testimonials, label: 'Testimonials', Icon: IconMessage2 },
  { to: adminPaths.profile, label: 'Profile', Icon: IconUser },
];

/** The tabs an instructor or a course author has (decision 0073); an admin has every one. */
const STAFF_TABS = {
  reviews: [adminPaths.reviews, adminPaths.assignments, adminPaths.learnerQuestions, adminPaths.courses],
  authoring: [adminPaths.courses],
};

/**
 * The back-office frame: no session goes to /join, a learner to / (the API refuses them anyway), an
 * instructor or author to their own screens only; then the greeting and the tabs above the current screen.
 */
export function AdminLayout({ user }: { user: User | null }) {
  const [hour] = useState(() => new Date().getHours());
  const { pathname } = useLocation();
  usePageMeta('Admin');
  if (!user) return <Navigate to={paths.join} replace />;
  const office = backOfficeOf(user);
  if (!office) return <Navigate to={paths.home} replace />;
  if (!opensScreen(office, pathname)) return <Navigate to={staffHome(office)} replace />;
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';
  const allowed = new Set<string>([
    ...(office.reviews ? STAFF_TABS.reviews : []),
    ...(office.authoring ? STAFF_TABS.authoring : []),
  ]);
  const tabs = office.all ? TABS : TABS.filter((tab) => allowed.has(tab.to));

  return (
    <div className={classes.shell}>
      <div className={classes.top}>
        <Container size="xl">
          <p className={classes.kicker}>{office.all ? 'Admin' : 'Staff'}</p>
          <h1 className={classes.greeting}>
            {greetingFor(hour)}, {firstName}
          </h1>
          <nav aria-label="Admin sections" className={classes.tabs}>
            {tabs.map(({ to, label, Icon }) => (
              <NavLink key={to} to={to} className={classes.tab}>
                <Icon size={18} aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
        </Container>
      </div>
      <Container size="xl" className={classes.body}>
        {/* Confirmations (confirm.ts) open through this provider, mounted with the admin screens. */}
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      </Container>
    </div>
  );
}
