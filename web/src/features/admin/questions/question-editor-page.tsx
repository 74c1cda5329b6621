import { ModuleInputSchema, type CheckpointStatistics, type CourseModule } from '@contract';
import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { type Loadable, useApiData } from '@/lib/use-api-data';

import { getAdminModule, saveAdminModule } from '../courses/course-api';
import { modulePath } from '../courses/course-modules-page';
import classes from '../shared/admin.module.css';
import { AdminFormPage } from '../shared/form-frame';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { CheckpointStatisticsSummary } from '../statistics/checkpoint-statistics';
import { getCheckpointStatistics } from '../statistics/statistics-api';

import { DrawSettings, type Draw } from './draw-settings';
import { blankQuestion, QuestionCard, type Draft } from './question-card';
import { QuestionImportPanel } from './question-import-panel';

/** The checkpoint's questions, its draw settings and the bulk import; saved with the whole module. */
function QuestionEditor({
  courseId,
  module,
  checkpointId,
  statistics,
  onImported,
}: {
  courseId: string;
  module: CourseModule;
  checkpointId: string;
  statistics: Loadable<CheckpointStatistics | null>;
  onImported: () => void;
}) {
  const checkpoint = module.checkpoints.find((c) => c.uid === checkpointId)!;
  const [questions, setQuestions] = useState<Draft[]>(() => checkpoint.questions);
  const [draw, setDraw] = useState<Draw>(() => ({
    questionsPerAttempt: checkpoint.questionsPerAttempt,
    drawByTag: checkpoint.drawByTag,
    shuffleQuestions: checkpoint.shuffleQuestions,
    shuffleOptions: checkpoint.shuffleOptions,
  }));
  const unsavedEdits =
    questions !== checkpoint.questions ||
    JSON.stringify(draw) !==
      JSON.stringify({
        questionsPerAttempt: checkpoint.questionsPerAttempt,
        drawByTag: checkpoint.drawByTag,
        shuffleQuestions: checkpoint.shuffleQuestions,
        shuffleOptions: checkpoint.shuffleOptions,
      });
  const index = module.checkpoints.indexOf(checkpoint);
  const statisticsOf = (uid: string | undefined) =>
    statistics.status === 'ready' && statistics.data && uid
      ? statistics.data.questions.find((item) => item.questionUid === uid)
      : undefined;
  const { problem, errors, saving, saved, save } = useAuthoringSave({
    schema: ModuleInputSchema,
    what: 'questions',
    send: (body) => saveAdminModule(courseId, module.uid, body),
    returnTo: modulePath(courseId, module.uid),
    pathPrefix: `checkpoints.${index}.`,
  });

  // The API takes the whole module: this checkpoint's questions change, everything else is sent as it was.
  const submit = () => {
    const cleaned = questions.map((q) => ({
      ...q,
      options: q.type === 'multiple_choice' ? q.options.map((o) => o.trim()).filter(Boolean) : q.options,
    }));
    const { uid: _uid, courseId: _courseId, ...rest } = module;
    void save({
      ...rest,
      checkpoints: module.checkpoints.map((c) => (c.uid === checkpointId ? { ...c, ...draw, questions: cleaned } : c)),
    });
  };

  return (
    <div className={classes.form} style={{ maxWidth: '56rem' }}>
      <p className={classes.muted}>
        {checkpoint.title} · pass at {checkpoint.passingScore}% · {checkpoint.maxAttempts} attempts
      </p>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {statistics.status === 'ready' && statistics.data && <CheckpointStatisticsSummary statistics={statistics.data} />}
      {statistics.status === 'error' && (
        <Alert color="yellow" title="Statistics unavailable">
          {statistics.message}
        </Alert>
      )}
      {questions.length === 0 && <p className={classes.muted}>No questions yet.</p>}
      {questions.map((question, i) => (
        <QuestionCard
          key={question.uid ?? `new-${i}`}
          index={i}
          question={question}
          error={(field) => errors[`questions.${i}.${field}`]}
          onChange={(next) => setQuestions((all) => all.map((q, j) => (j === i ? next : q)))}
          onRemove={() => setQuestions((all) => all.filter((_, j) => j !== i))}
          statistics={statisticsOf(question.uid)}
        />
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setQuestions((all) => [...all, blankQuestion()])}
      >
        Add question
      </Button>
      <DrawSettings draw={draw} bankSize={questions.length} onChange={setDraw} error={(field) => errors[field]} />
      <div className={classes.formActions}>
        <Button onClick={submit} loading={saving} disabled={saving || saved}>
          Save Questions
        </Button>
        <Button variant="default" component={Link} to={modulePath(courseId, module.uid)}>
          Cancel
        </Button>
      </div>
      <QuestionImportPanel
        moduleId={module.uid}
        checkpointId={checkpointId}
        checkpointTitle={checkpoint.title}
        unsavedEdits={unsavedEdits}
        onImported={onImported}
      />
    </div>
  );
}

/**
 * …/modules/{moduleId}/checkpoints/{checkpointId}/questions: the checkpoint's real questions, with
 * its item statistics for those who may read them (an admin; not a course author, decision 0073).
 */
export function QuestionEditorPage({ withStatistics = true }: { withStatistics?: boolean }) {
  const { courseId = '', moduleId = '', checkpointId = '' } = useParams();
  const loaded = useApiData((signal) => getAdminModule(moduleId, signal), [moduleId], 'Failed to load module');
  const statistics = useApiData<CheckpointStatistics | null>(
    (signal) => (withStatistics ? getCheckpointStatistics(courseId, moduleId, checkpointId, signal) : Promise.resolve(null)),
    [courseId, moduleId, checkpointId, withStatistics],
    'Failed to load the statistics',
  );
  return (
    <AdminFormPage
      title="Checkpoint questions"
      back={{ to: modulePath(courseId, moduleId), label: 'Back to the module' }}
      loaded={loaded}
      loadFailure="Failed to load module"
    >
      {(module) =>
        module.checkpoints.some((c) => c.uid === checkpointId) ? (
          <QuestionEditor
            courseId={courseId}
            module={module}
            checkpointId={checkpointId}
            statistics={statistics}
            onImported={loaded.reload}
          />
        ) : (
          <Alert color="red" title="Checkpoint Not Found">
            This module has no such checkpoint.
          </Alert>
        )
      }
    </AdminFormPage>
  );
}
