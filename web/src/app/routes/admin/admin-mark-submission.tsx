import { lazy } from 'react';

import { MarkSubmissionPage } from '@/features/admin/assignments/mark-submission-page';

/** The lesson's brief beside a submission, in the learner's own Markdown renderer (its own chunk, fetched when shown). */
const LessonText = lazy(() => import('@/features/learning/components/lesson-text'));
export const AdminMarkSubmission = () => <MarkSubmissionPage Brief={LessonText} />;
