import type { CheckpointStatistics, Question } from '@contract';
import { ActionIcon, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { QUESTION_TYPE_OPTIONS } from '../courses/option-labels';
import authoring from '../shared/authoring.module.css';
import { QuestionStatisticsLine } from '../statistics/checkpoint-statistics';

/** A question as the editor holds it: a saved one keeps its uid. */
export type Draft = Question & { uid?: string };

const TRUE_FALSE = ['True', 'False'];

export function blankQuestion(): Draft {
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

/** One question's fields: text, type, points, options and correct answer by type, tags, and its statistics. */
export function QuestionCard({
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
        <Textarea
          label={`Question ${n} model answer or marking guide`}
          description="A person marks each essay: they see this beside the learner's answer. Learners never do."
          autosize
          minRows={2}
          maxLength={2000}
          value={question.correctAnswer}
          error={error('correctAnswer')}
          onChange={(e) => onChange({ ...question, correctAnswer: e.currentTarget.value })}
        />
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
