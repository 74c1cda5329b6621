import { ModuleInputSchema } from '@contract';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPart } from '@/test/render';

import { LessonFields } from './lesson-fields';
import { bodyOf, draftOf, newAssignment, newLesson, rubricSummary, type Lesson, type ModuleDraft } from './module-draft';

// Mantine's autosizing text areas listen for web fonts loading, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

/** The lesson as the last change left it. */
let latest: Lesson;

/** A lesson's fields as the module form holds them: each change goes into the lesson shown. */
function Editing({ initial, errors = {} }: { initial: Lesson; errors?: Record<string, string> }) {
  const [lesson, setLesson] = useState(initial);
  return (
    <LessonFields
      courseId="c1"
      module={null}
      lesson={lesson}
      index={2}
      patch={(change) => {
        latest = { ...lesson, ...change };
        setLesson(latest);
      }}
      errors={errors}
      watching={false}
    />
  );
}

function edit(initial: Lesson, errors?: Record<string, string>) {
  latest = initial;
  return renderPart(<Editing initial={initial} errors={errors} />);
}

const assignmentLesson = (settings = newAssignment()): Lesson => ({
  ...newLesson(3),
  title: 'Code an innings',
  type: 'assignment',
  assignment: settings,
});

const draftWith = (...lessons: Lesson[]): ModuleDraft => ({
  ...draftOf(null),
  title: 'Tagging',
  description: 'Code an innings',
  lessons,
});

describe("an assignment lesson's fields", () => {
  it('start a lesson switched to an assignment with one criterion and the defaults', async () => {
    const { user } = edit({ ...newLesson(3), title: 'Code an innings' });
    expect(screen.queryByRole('group', { name: 'Assignment' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Type'), 'assignment');
    const settings = screen.getByRole('group', { name: 'Assignment' });
    expect(within(settings).getByText('Out of 10 points · passes at 6')).toBeTruthy();
    expect((within(settings).getByLabelText('Criterion 1 title *') as HTMLInputElement).value).toBe('Overall quality');
    expect((within(settings).getByLabelText('Pass mark (%)') as HTMLInputElement).value).toBe('60');
    expect((within(settings).getByLabelText('Submissions allowed') as HTMLInputElement).value).toBe('3');
    expect((within(settings).getByLabelText(/^Due after \(days\)/) as HTMLInputElement).value).toBe('');
    expect((within(settings).getByLabelText('Marking turnaround (days)') as HTMLInputElement).value).toBe('3');
    expect(latest.assignment).toEqual(newAssignment());
  });

  it('keep the settings while the lesson is another type, and send them only for an assignment', async () => {
    const { user } = edit(assignmentLesson({ ...newAssignment(), passPercent: 75 }));
    await user.selectOptions(screen.getByLabelText('Type'), 'document');
    expect(screen.queryByRole('group', { name: 'Assignment' })).toBeNull();
    const [sent] = bodyOf(draftWith(latest)).lessons as Array<Record<string, unknown>>;
    expect(sent).not.toHaveProperty('assignment');
    await user.selectOptions(screen.getByLabelText('Type'), 'assignment');
    expect((screen.getByLabelText('Pass mark (%)') as HTMLInputElement).value).toBe('75');
    expect(ModuleInputSchema.parse(bodyOf(draftWith(latest))).lessons[0].assignment?.passPercent).toBe(75);
  });

  it('add, reorder and remove criteria, and sum them up', async () => {
    const { user } = edit(assignmentLesson());
    await user.click(screen.getByRole('button', { name: 'Add criterion' }));
    await user.type(screen.getByLabelText('Criterion 2 title *'), 'Clarity');
    await user.clear(screen.getByLabelText('Criterion 2 points *'));
    await user.type(screen.getByLabelText('Criterion 2 points *'), '5x');
    expect((screen.getByLabelText('Criterion 2 points *') as HTMLInputElement).value).toBe('5');
    expect(screen.getByText('Out of 15 points · passes at 9')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move criterion 1 up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move criterion 2 up' }));
    expect(latest.assignment?.rubric.map((criterion) => criterion.title)).toEqual(['Clarity', 'Overall quality']);
    await user.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(latest.assignment?.rubric).toEqual([{ title: 'Clarity', description: '', points: 5 }]);
  });

  it('take a blank due date as none, and a number as days', async () => {
    const { user } = edit(assignmentLesson());
    const due = screen.getByLabelText(/^Due after \(days\)/);
    await user.type(due, '14');
    expect(latest.assignment?.dueDays).toBe(14);
    await user.type(due, 'd');
    expect((due as HTMLInputElement).value).toBe('14');
    expect(latest.assignment?.dueDays).toBe(14);
    await user.clear(due);
    expect(latest.assignment?.dueDays).toBeNull();
  });

  it("show the contract's errors on their fields", () => {
    const at = 'lessons.2.assignment';
    edit(assignmentLesson(), {
      [`${at}.rubric.0.points`]: 'Criterion points must be between 1 and 100',
      [`${at}.passPercent`]: 'Pass mark must be between 1 and 100',
      [`${at}.dueDays`]: 'Due after days must be between 1 and 365',
      [`${at}.rubric`]: 'An assignment needs at least one rubric criterion',
    });
    const described = (label: string | RegExp) => screen.getByLabelText(label).getAttribute('aria-invalid');
    expect(described('Criterion 1 points *')).toBe('true');
    expect(described('Pass mark (%)')).toBe('true');
    expect(described(/^Due after \(days\)/)).toBe('true');
    screen.getByText('Criterion points must be between 1 and 100');
    screen.getByText('An assignment needs at least one rubric criterion');
  });

  it('offer submissions to an assignment saved without settings, and leave it alone until asked', async () => {
    const { user } = edit({ ...assignmentLesson(), assignment: undefined });
    expect(screen.queryByRole('group', { name: 'Assignment' })).toBeNull();
    expect(bodyOf(draftWith(latest)).lessons).toEqual([expect.not.objectContaining({ assignment: expect.anything() })]);
    await user.click(screen.getByRole('button', { name: 'Take submissions' }));
    screen.getByRole('group', { name: 'Assignment' });
    expect(latest.assignment).toEqual(newAssignment());
  });
});

describe("an assignment's summary", () => {
  it('adds up the rubric and rounds the points that pass up', () => {
    const rubric = [
      { title: 'Accuracy', description: '', points: 12 },
      { title: 'Clarity', description: '', points: 8 },
    ];
    expect(rubricSummary({ ...newAssignment(), rubric })).toBe('Out of 20 points · passes at 12');
    expect(rubricSummary({ ...newAssignment(), rubric, passPercent: 65 })).toBe('Out of 20 points · passes at 13');
    expect(rubricSummary({ ...newAssignment(), passPercent: Number.NaN })).toBe('Out of 10 points');
  });
});
