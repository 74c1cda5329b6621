import { useParams } from 'react-router-dom';

import { useCurrentUser } from '@/features/auth/stores/session-store';
import { QuestionEditorPage } from '@/features/admin/questions/question-editor-page';
import { backOfficeOf } from '@/lib/staff-roles';

/** A checkpoint's questions: its item statistics for an admin, or an author who also instructs the course. */
export function AdminQuestionEditor() {
  const office = backOfficeOf(useCurrentUser());
  const { courseId = '' } = useParams();
  return <QuestionEditorPage withStatistics={Boolean(office?.all || office?.instructorOf.includes(courseId))} />;
}
