import type { RouteObject } from 'react-router-dom';

import { RequireUser } from './require-user';

const myCourses = async () => ({ Component: (await import('./my-courses-route')).MyCoursesRoute });

/** The learner area: its own lazy chunks, behind a session. */
export const learnerRoutes: RouteObject[] = [
  {
    Component: RequireUser,
    children: [
      // Its interface is in every language (the course titles are the courses' own).
      { path: '/user/courses', lazy: myCourses, handle: { translated: true } },
      { path: '/dashboard', lazy: myCourses, handle: { translated: true } },
      {
        path: '/user/courses/:courseId',
        lazy: async () => ({ Component: (await import('@/features/learning/components/learner-course-page')).LearnerCoursePage }),
        // Its interface is in every language; the course's own words are its version in the page's language.
        handle: { translated: true },
        // The lesson's own address: the outline stays mounted (its open modules and scroll) and shows the lesson over it.
        children: [{ path: 'modules/:moduleId/lessons/:lessonId', handle: { translated: true } }],
      },
      {
        path: '/user/courses/:courseId/notes',
        lazy: async () => ({ Component: (await import('@/features/learning/components/my-notes-page')).MyNotesPage }),
        handle: { translated: true },
      },
      {
        path: '/user/invoices/:id',
        lazy: async () => ({ Component: (await import('@/features/invoices/components/invoice-page')).InvoiceRoute }),
      },
      {
        path: '/user/credit-notes/:id',
        lazy: async () => ({ Component: (await import('@/features/invoices/components/invoice-page')).CreditNoteRoute }),
      },
      {
        path: '/user/courses/:courseId/modules/:moduleId/checkpoints/:checkpointId',
        lazy: async () => ({ Component: (await import('@/features/learning/components/checkpoint-page')).CheckpointPage }),
        // Its interface is in every language; its questions come in the page's language where the course has them.
        handle: { translated: true },
      },
    ],
  },
];
