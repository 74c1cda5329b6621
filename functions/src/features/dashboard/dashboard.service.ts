import type { DashboardOverview } from '../../contract';
import { recentActivity } from '../activity/activity.repository';

import { countWhere } from './dashboard.repository';

/** How many activity entries the dashboard shows. */
const RECENT_ACTIVITY = 10;

/** The first moments of this month and the next, in UTC (blogs keep their date as YYYY-MM-DD text). */
function monthBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next, startDay: start.toISOString().slice(0, 10), nextDay: next.toISOString().slice(0, 10) };
}

/**
 * Every count of the dashboard (SPEC section 3) from count aggregations run side by side, so the
 * cost grows with thousands of documents, not with each one, plus the latest activity.
 */
export async function dashboardOverview(now = new Date()): Promise<DashboardOverview> {
  const month = monthBounds(now);
  const thisMonth = ['createdAt', '>=', month.start] as const;
  const active = ['isActive', '==', true] as const;
  const inactive = ['isActive', '==', false] as const;
  const [
    usersTotal,
    usersBlocked,
    blogsTotal,
    blogsThisMonth,
    highlightsTotal,
    highlightsThisMonth,
    careersOpen,
    careersClosed,
    contactsTotal,
    contactsNew,
    organizationsActive,
    organizationsInactive,
    leaguesActive,
    leaguesInactive,
    testimonialsActive,
    testimonialsInactive,
    testimonialsThisMonth,
    reviewsPending,
    activity,
  ] = await Promise.all([
    countWhere('users'),
    countWhere('users', ['isBlocked', '==', true]),
    countWhere('blogs'),
    countWhere('blogs', ['date', '>=', month.startDay], ['date', '<', month.nextDay]),
    countWhere('highlights'),
    countWhere('highlights', [...thisMonth]),
    countWhere('careers', [...active]),
    countWhere('careers', [...inactive]),
    countWhere('contacts'),
    countWhere('contacts', ['status', '==', 'new']),
    countWhere('organizations', [...active]),
    countWhere('organizations', [...inactive]),
    countWhere('leagues', [...active]),
    countWhere('leagues', [...inactive]),
    countWhere('testimonials', [...active]),
    countWhere('testimonials', [...inactive]),
    countWhere('testimonials', [...thisMonth]),
    countWhere('attempts', ['status', '==', 'pending_review']),
    recentActivity(RECENT_ACTIVITY),
  ]);
  return {
    users: { total: usersTotal, active: usersTotal - usersBlocked },
    blogs: { total: blogsTotal, publishedThisMonth: blogsThisMonth },
    highlights: { total: highlightsTotal, addedThisMonth: highlightsThisMonth },
    careers: { open: careersOpen, closed: careersClosed },
    contacts: { total: contactsTotal, new: contactsNew },
    organizations: { active: organizationsActive, inactive: organizationsInactive },
    leagues: { active: leaguesActive, inactive: leaguesInactive },
    testimonials: {
      total: testimonialsActive + testimonialsInactive,
      active: testimonialsActive,
      inactive: testimonialsInactive,
      addedThisMonth: testimonialsThisMonth,
    },
    reviews: { pending: reviewsPending },
    recentActivity: activity,
  };
}
