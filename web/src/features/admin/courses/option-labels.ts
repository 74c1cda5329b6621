import { CHECKPOINT_TYPES, COMPLETION_CRITERIA, LESSON_TYPES, QUESTION_TYPES } from '@contract';

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The enumerations of SPEC section 9 as an author reads them. */
export const QUESTION_TYPE_OPTIONS = labelled(QUESTION_TYPES, {
  multiple_choice: 'Multiple choice',
  true_false: 'True / false',
  short_answer: 'Short answer',
  essay: 'Essay',
});
export const LESSON_TYPE_OPTIONS = labelled(LESSON_TYPES, {
  video: 'Video',
  document: 'Document',
  quiz: 'Quiz',
  assignment: 'Assignment',
});
export const CHECKPOINT_TYPE_OPTIONS = labelled(CHECKPOINT_TYPES, {
  quiz: 'Quiz',
  assignment: 'Assignment',
  discussion: 'Discussion',
});
export const COMPLETION_OPTIONS = labelled(COMPLETION_CRITERIA, {
  all_lessons: 'All lessons',
  all_checkpoints: 'All checkpoints',
  custom: 'Custom rules',
});
