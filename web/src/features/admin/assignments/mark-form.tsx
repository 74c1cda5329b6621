import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, NumberInput, Textarea } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { FEEDBACK_MAX, type AssignmentSettings, type MarkSubmissionBody } from '@contract';

import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError } from '@/lib/notify';

import { markBodySchema, runningTotal } from './marking';
import card from '@/ui/assignment/assignment-card.module.css';

import classes from './assignments.module.css';

/** What the fields hold: a score is empty until the marker gives it. */
interface MarkFormValues {
  scores: (number | '')[];
  feedback: string;
}

const criteriaText = (n: number) => `${n} ${n === 1 ? 'criterion' : 'criteria'}`;

function verdictOf({ unmarked, passes }: ReturnType<typeof runningTotal>, criteria: number) {
  if (unmarked === criteria) return { state: 'open', text: 'Give each criterion its points' } as const;
  if (unmarked > 0)
    return {
      state: 'open',
      text: `${passes ? 'Passes so far' : 'Below the pass mark so far'} · ${criteriaText(unmarked)} to go`,
    } as const;
  return passes
    ? ({ state: 'pass', text: 'Passes' } as const)
    : ({ state: 'fail', text: 'Needs work: below the pass mark' } as const);
}

const VERDICT_ICONS = { open: IconCircleDashed, pass: IconCircleCheck, fail: IconCircleX };

/** The total of the points given so far, and whether it passes; read out as it changes. */
function RunningTotal({ control, settings }: { control: Control<MarkFormValues>; settings: AssignmentSettings }) {
  const scores = useWatch({ control, name: 'scores' });
  const total = runningTotal(settings.rubric, scores, settings.passPercent);
  const verdict = verdictOf(total, settings.rubric.length);
  const Icon = VERDICT_ICONS[verdict.state];
  return (
    <div className={classes.total} data-state={verdict.state} role="status" aria-atomic="true">
      <p className={classes.totalLine}>
        Total {total.total} / {total.outOf} · pass mark {settings.passPercent} % ({total.passMark})
      </p>
      <p className={classes.verdict}>
        <Icon size={18} aria-hidden />
        {verdict.text}
      </p>
    </div>
  );
}

interface MarkFormProps {
  settings: AssignmentSettings;
  /** Saves the mark; a refusal it rejects with (an ApiError) is shown on the form. */
  save: (body: MarkSubmissionBody) => Promise<void>;
}

/**
 * The rubric as a marking form: a whole-number score for each criterion, the running total against
 * the pass mark, and the feedback the learner reads. The contract's schema checks it, each score held
 * to its criterion's points; the server's field errors (`scores.1`, `feedback`) land under their fields.
 */
export function MarkForm({ settings, save }: MarkFormProps) {
  const { rubric } = settings;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<MarkFormValues, unknown, MarkSubmissionBody>({
    resolver: zodResolver(markBodySchema(rubric)) as unknown as Resolver<MarkFormValues, unknown, MarkSubmissionBody>,
    defaultValues: { scores: rubric.map(() => ''), feedback: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fields = ['feedback', ...rubric.map((_, index) => `scores.${index}` as const)] as const;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save(body);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) {
        notifyApiError(error, 'Failed to save the mark');
        return;
      }
      applyServerFieldErrors(error, form.setError, fields);
      const elsewhere = error.fieldErrors.filter((field) => !fields.some((name) => name === field.path));
      if (elsewhere.length) setProblem(elsewhere.map((field) => field.msg).join(' '));
      else if (!error.fieldErrors.length) setProblem(error.message);
    }
  });

  return (
    <form className={card.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="mark-title">
      <h3 id="mark-title" className={card.cardTitle}>
        Mark
      </h3>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <ol className={classes.criteria}>
        {rubric.map((criterion, index) => (
          <li key={index}>
            <Controller
              control={form.control}
              name={`scores.${index}`}
              render={({ field }) => (
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  label={`${criterion.title} (out of ${criterion.points})`}
                  description={criterion.description || undefined}
                  required
                  min={0}
                  max={criterion.points}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                  onBlur={field.onBlur}
                  error={errors.scores?.[index]?.message}
                  classNames={{ wrapper: classes.scoreInput }}
                />
              )}
            />
          </li>
        ))}
      </ol>
      <RunningTotal control={form.control} settings={settings} />
      <Textarea
        label="Feedback"
        description="What worked and what to change. The learner reads it with their mark."
        required
        rows={6}
        resize="vertical"
        maxLength={FEEDBACK_MAX}
        error={errors.feedback?.message}
        {...form.register('feedback')}
      />
      <div className={classes.saveRow}>
        <Button type="submit" loading={isSubmitting}>
          Save mark
        </Button>
        <p className={card.hint}>The learner is told by mail. A mark cannot be changed once saved.</p>
      </div>
    </form>
  );
}
