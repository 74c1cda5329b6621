import { pageDataKeys } from '@contract/page-data';
import type { DashboardOverview } from '@contract';
import { Alert } from '@mantine/core';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { RevenueLine } from '../orders/revenue-line';
import classes from '../shared/admin.module.css';

import { getDashboard } from './dashboard-api';
import dashboard from './dashboard.module.css';

/** What the dashboard shows when the overview cannot load (SPEC section 8). */
const ZEROED: DashboardOverview = {
  users: { total: 0, active: 0 },
  blogs: { total: 0, publishedThisMonth: 0 },
  highlights: { total: 0, addedThisMonth: 0 },
  careers: { open: 0, closed: 0 },
  contacts: { total: 0, new: 0 },
  organizations: { active: 0, inactive: 0 },
  leagues: { active: 0, inactive: 0 },
  testimonials: { total: 0, active: 0, inactive: 0, addedThisMonth: 0 },
  reviews: { pending: 0 },
  recentActivity: [],
};

function Stat({ title, main, sub }: { title: string; main: number; sub: string }) {
  return (
    <section className={dashboard.stat} aria-label={title}>
      <h3>{title}</h3>
      <p className={dashboard.statMain}>{main.toLocaleString('en-IN')}</p>
      <p className={dashboard.statSub}>{sub}</p>
    </section>
  );
}

export function DashboardPage() {
  const state = useApiData(getDashboard, [], 'Failed to load dashboard', pageDataKeys.dashboardOverview);
  const data = state.status === 'ready' ? state.data : ZEROED;
  const { users, blogs, highlights, careers, contacts, organizations, leagues, testimonials, reviews } = data;
  return (
    <>
      <div className={classes.header}>
        <h2>Dashboard</h2>
      </div>
      {state.status === 'error' && (
        <Alert color="red" mb="md" title="Failed to load dashboard">
          The figures below are zero until the overview loads. {state.message !== 'Failed to load dashboard' && state.message}
        </Alert>
      )}
      <RevenueLine />
      <div className={dashboard.stats} aria-busy={state.status === 'loading'}>
        <Stat title="Users" main={users.total} sub={`${users.active} active`} />
        <Stat title="Blogs" main={blogs.total} sub={`${blogs.publishedThisMonth} published this month`} />
        <Stat title="Highlights" main={highlights.total} sub={`${highlights.addedThisMonth} added this month`} />
        <Stat title="Careers" main={careers.open} sub={`open · ${careers.closed} closed`} />
        <Stat title="Contacts" main={contacts.total} sub={`${contacts.new} new`} />
        <Stat title="Reviews" main={reviews.pending} sub="essays awaiting review" />
        <Stat title="Organizations" main={organizations.active} sub={`active · ${organizations.inactive} inactive`} />
        <Stat title="Leagues" main={leagues.active} sub={`active · ${leagues.inactive} inactive`} />
        <Stat
          title="Testimonials"
          main={testimonials.total}
          sub={`${testimonials.active} active · ${testimonials.inactive} inactive · ${testimonials.addedThisMonth} this month`}
        />
      </div>
      <div className={classes.header} style={{ marginTop: 32 }}>
        <h2>Recent activity</h2>
      </div>
      <div className={classes.panel}>
        {data.recentActivity.length === 0 ? (
          <p className={classes.tableMessage}>{state.status === 'loading' ? 'Loading…' : 'No recent activity.'}</p>
        ) : (
          <ul className={dashboard.activity}>
            {data.recentActivity.map((item, index) => (
              <li key={`${item.date}-${index}`}>
                <span>
                  <strong>{item.name}</strong> <span className={classes.muted}>({item.type})</span> {item.action}
                  {item.by && <span className={classes.muted}> by {item.by}</span>}
                </span>
                <span className={classes.muted}>{formatDate(item.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
