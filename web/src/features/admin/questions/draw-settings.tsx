import type { Checkpoint } from '@contract';
import { ActionIcon, Checkbox, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Button } from '@mantine/core';

import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';

import bank from './question-bank.module.css';

export type Draw = Pick<Checkpoint, 'questionsPerAttempt' | 'drawByTag' | 'shuffleQuestions' | 'shuffleOptions'>;

/** A number field's text as the contract takes it: blank is null, anything else a number to validate. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** How each attempt is served: N drawn at random (some by tag), questions and options shuffled. */
export function DrawSettings({
  draw,
  bankSize,
  onChange,
  error,
}: {
  draw: Draw;
  bankSize: number;
  onChange: (draw: Draw) => void;
  error: (field: string) => string | undefined;
}) {
  const setTagDraw = (index: number, patch: Partial<Draw['drawByTag'][number]>) =>
    onChange({ ...draw, drawByTag: draw.drawByTag.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  return (
    <section className={authoring.section} aria-labelledby="draw-settings">
      <h3 id="draw-settings">Each attempt</h3>
      <p className={classes.muted}>
        Leave the number blank to serve all {bankSize} questions. A draw picks at random for every attempt and prefers questions
        the learner has not seen; the time limit follows the number served.
      </p>
      <div className={authoring.row}>
        <TextInput
          label="Questions per attempt"
          inputMode="numeric"
          placeholder={`All (${bankSize})`}
          value={draw.questionsPerAttempt === null ? '' : String(draw.questionsPerAttempt)}
          error={error('questionsPerAttempt')}
          onChange={(e) => onChange({ ...draw, questionsPerAttempt: numberOrNull(e.currentTarget.value) })}
        />
        <Checkbox
          className={bank.check}
          label="Shuffle the questions"
          checked={draw.shuffleQuestions}
          onChange={(e) => onChange({ ...draw, shuffleQuestions: e.currentTarget.checked })}
        />
        <Checkbox
          className={bank.check}
          label="Shuffle multiple-choice options"
          checked={draw.shuffleOptions}
          onChange={(e) => onChange({ ...draw, shuffleOptions: e.currentTarget.checked })}
        />
      </div>
      {draw.drawByTag.map((item, i) => (
        <div key={i} className={authoring.row} style={{ gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' }}>
          <TextInput
            label={`Draw ${i + 1} tag`}
            value={item.tag}
            error={error(`drawByTag.${i}.tag`)}
            onChange={(e) => setTagDraw(i, { tag: e.currentTarget.value })}
          />
          <TextInput
            label={`Draw ${i + 1} count`}
            inputMode="numeric"
            value={String(item.count)}
            error={error(`drawByTag.${i}.count`)}
            onChange={(e) => setTagDraw(i, { count: Number(e.currentTarget.value) })}
          />
          <ActionIcon
            variant="subtle"
            color="ball"
            mb={4}
            aria-label={`Remove draw ${i + 1}`}
            onClick={() => onChange({ ...draw, drawByTag: draw.drawByTag.filter((_, j) => j !== i) })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </div>
      ))}
      {error('drawByTag') && <p className={authoring.error}>{error('drawByTag')}</p>}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange({ ...draw, drawByTag: [...draw.drawByTag, { tag: '', count: 1 }] })}
      >
        Draw by tag
      </Button>
    </section>
  );
}
