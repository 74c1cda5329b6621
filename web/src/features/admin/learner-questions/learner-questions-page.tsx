import { SegmentedControl } from '@mantine/core';

import { notifyApiError } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { EmptyState, ErrorState } from '@/ui/content/data-states';
import { QuestionThread } from '@/ui/discussion/question-thread';

import { useFilterParams } from '../shared/use-filter-params';

import { answerQuestion, getStaffQuestions, hidePost, resolveQuestion } from './learner-questions-api';
import classes from './learner-questions.module.css';

/**
 * /admin/questions: what learners asked under the lessons of the courses the instructor teaches
 * (an admin: every course), unanswered first; answered here, the asker is told by mail.
 */
export function LearnerQuestionsPage() {
  const { params, update } = useFilterParams();
  const show = params.get('show') === 'all' ? 'all' : 'unanswered';
  const list = useApiData((signal) => getStaffQuestions(show, signal), [show], 'Failed to load questions');
  const after = (action: () => Promise<unknown>) => async () => {
    await action();
    list.reload();
  };

  return (
    <>
      <div className={classes.header}>
        <h2>Questions</h2>
        <SegmentedControl
          aria-label="Show"
          value={show}
          onChange={(value) => update({ show: value === 'all' ? 'all' : undefined })}
          data={[
            { value: 'unanswered', label: 'Unanswered' },
            { value: 'all', label: 'All' },
          ]}
        />
      </div>
      {list.status === 'loading' && <p className={classes.muted}>Loading questions…</p>}
      {list.status === 'error' && <ErrorState message={list.message} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <EmptyState
          message={
            show === 'unanswered' ? 'Every question in your courses has an answer.' : 'No learner has asked a question yet.'
          }
        />
      )}
      {list.status === 'ready' && (
        <ul className={classes.list}>
          {list.data.map((question) => (
            <li key={question.id}>
              <p className={classes.place}>
                {question.courseTitle} · {question.lessonTitle}
              </p>
              <QuestionThread
                question={question}
                instructor
                headingLevel={3}
                actions={{
                  reply: (text) => after(() => answerQuestion(question.id, text))(),
                  resolve: (resolved) => after(() => resolveQuestion(question.id, resolved))(),
                  hide: (reason, replyId) => after(() => hidePost(reason, question.id, replyId))(),
                  onError: notifyApiError,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
