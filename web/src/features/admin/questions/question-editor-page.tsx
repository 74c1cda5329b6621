import { ModuleInputSchema, type CheckpointStatistics, type CourseModule, type Question } from '@contract';
import { ActionIcon, Alert, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { type Loadable, useApiData } from '@/lib/use-api-data';

import { getAdminModule, saveAdminModule } from '../courses/course-api';
import { modulePath } from '../courses/course-modules-page';
import { QUESTION_TYPE_OPTIONS } from '../courses/option-labels';
import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';
import { AdminFormPage } from '../shared/form-frame';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { CheckpointStatisticsSummary, QuestionStatisticsLine } from '../statistics/checkpoint-statistics';
import { getCheckpointStatistics } from '../statistics/statistics-api';

import { DrawSettings, type Draw } from './draw-settings';
import { QuestionImportPanel } from './question-import-panel';

type Draft = Question & { uid?: string };

const TRUE_FALSE = ['True', 'False'];

function blankQuestion(): Draft {
  return { question: '', type: 'multiple_choice', options: ['', ''], correctAnswer: '', points: 1, tags: [] };
}

const splitTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A question switched to another type gets the options and answer that type needs. */
function retyped(question: Draft, type: Draft['type']): Draft {
  if (type === 'true_false') return { ...question, type, options: TRUE_FALSE, correctAnswer: 'True' };
  if (type === 'multiple_choice')
    return { ...question, type, options: question.options.length >= 2 ? question.options : ['', ''], correctAnswer: '' };
  return { ...question, type, options: [], correctAnswer: type === 'essay' ? '' : question.correctAnswer };
}

function QuestionCard({
  index,
  question,
  onChange,
  onRemove,
  error,
  statistics,
}: {
  index: number;
  question: Draft;
  onChange: (q: Draft) => void;
  onRemove: () => void;
  error: (field: string) => string | undefined;
  statistics?: CheckpointStatistics['questions'][number];
}) {
  const n = index + 1;
  const [tagsText, setTagsText] = useState(() => question.tags.join(', '));
  const filled = question.options.filter((option) => option.trim());
  return (
    <div className={authoring.item}>
      <Textarea
        label={`Question ${n} text *`}
        autosize
        value={question.question}
        error={error('question')}
        onChange={(e) => onChange({ ...question, question: e.currentTarget.value })}
      />
      {statistics && <QuestionStatisticsLine item={statistics} points={question.points} />}
      <div className={authoring.row}>
        <NativeSelect
          label={`Question ${n} type`}
          data={QUESTION_TYPE_OPTIONS}
          value={question.type}
          onChange={(e) => onChange(retyped(question, e.currentTarget.value as Draft['type']))}
        />
        <TextInput
          label={`Question ${n} points`}
          inputMode="numeric"
          value={String(question.points)}
          error={error('points')}
          onChange={(e) => onChange({ ...question, points: Number(e.currentTarget.value) })}
        />
      </div>
      {question.type === 'multiple_choice' && (
        <>
          {question.options.map((option, i) => (
            <div key={i} className={authoring.row} style={{ gridTemplateColumns: '1fr auto' }}>
              <TextInput
                aria-label={`Question ${n} option ${i + 1}`}
                placeholder={`Option ${i + 1}`}
                value={option}
                onChange={(e) =>
                  onChange({ ...question, options: question.options.map((o, j) => (j === i ? e.currentTarget.value : o)) })
                }
              />
              {/* At least two options stay: removal is hidden at two or fewer (SPEC section 5). */}
              {question.options.length > 2 ? (
                <ActionIcon
                  variant="subtle"
                  color="ball"
                  aria-label={`Remove question ${n} option ${i + 1}`}
                  onClick={() => onChange({ ...question, options: question.options.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ) : (
                <span />
              )}
            </div>
          ))}
          {error('options') && <p className={authoring.error}>{error('options')}</p>}
          <Button
            size="xs"
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange({ ...question, options: [...question.options, ''] })}
            disabled={question.options.length >= 10}
          >
            Add option
          </Button>
          <NativeSelect
            label={`Question ${n} correct answer *`}
            data={[{ value: '', label: 'Choose the correct option' }, ...filled.map((o) => ({ value: o, label: o }))]}
            value={question.correctAnswer}
            error={error('correctAnswer')}
            onChange={(e) => onChange({ ...question, correctAnswer: e.currentTarget.value })}
          />
        </>
      )}
      {question.type === 'true_false' && (
        <NativeSelect
          label={`Question ${n} correct answer *`}
          data={TRUE_FALSE}
          value={question.correctAnswer}
          onChange={(e) => onChange({ ...question, correctAnswer: e.currentTarget.value })}
        />
      )}
      {question.type === 'short_answer' && (
        <TextInput
          label={`Question ${n} correct answer *`}
          description="Matched ignoring case and surrounding spaces."
          value={question.correctAnswer}
          error={error('correctAnswer')}
          onChange={(e) => onChange({ ...question, correctAnswer: e.currentTarget.value })}
        />
      )}
      {question.type === 'essay' && (
        <p className={classes.muted}>
          Essays are not machine-graded: any real answer earns the points, and learners are told so.
        </p>
      )}
      <TextInput
        label={`Question ${n} tags`}
        description="Separate tags with commas; a draw by tag picks from them."
        value={tagsText}
        error={error('tags')}
        onChange={(e) => {
          setTagsText(e.currentTarget.value);
          onChange({ ...question, tags: splitTags(e.currentTarget.value) });
        }}
      />
      <Button size="xs" variant="subtle" color="ball" w="fit-content" onClick={onRemove}>
        Remove question {n}
      </Button>
    </div>
  );
}

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
  statistics: Loadable<CheckpointStatistics>;
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
    statistics.status === 'ready' && uid ? statistics.data.questions.find((item) => item.questionUid === uid) : undefined;
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
      {statistics.status === 'ready' && <CheckpointStatisticsSummary statistics={statistics.data} />}
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

/** …/modules/{moduleId}/checkpoints/{checkpointId}/questions: the checkpoint's real questions. */
export function QuestionEditorPage() {
  const { courseId = '', moduleId = '', checkpointId = '' } = useParams();
  const loaded = useApiData((signal) => getAdminModule(moduleId, signal), [moduleId], 'Failed to load module');
  const statistics = useApiData(
    (signal) => getCheckpointStatistics(courseId, moduleId, checkpointId, signal),
    [courseId, moduleId, checkpointId],
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
