import type { User } from '@contract';
import { adminPaths } from '@/config/paths';
import { backOfficeOf } from '@/lib/staff-roles';

/** The account menu's back-office entries for an instructor or a course author (an admin has the Dashboard). */
export function staffLinks(user: User): { to: string; label: string }[] {
  const office = backOfficeOf(user);
  if (!office || office.all) return [];
  return [
    ...(office.reviews
      ? [
          { to: adminPaths.reviews, label: 'Essay reviews' },
          { to: adminPaths.assignments, label: 'Assignments to mark' },
        ]
      : []),
    { to: adminPaths.courses, label: office.authoring ? 'Your courses' : 'Course reports' },
  ];
}
