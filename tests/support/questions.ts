/** Three machine-marked questions (multiple choice, true/false, short answer) for checkpoints whose marks tests count. */
export const STATISTICS_QUESTIONS = [
  {
    uid: 'q1',
    question: 'How many stumps make a wicket?',
    type: 'multiple_choice',
    options: ['3', '2', '4'],
    correctAnswer: '3',
    points: 1,
  },
  {
    uid: 'q2',
    question: 'Hawk-Eye tracks the ball.',
    type: 'true_false',
    options: ['True', 'False'],
    correctAnswer: 'True',
    points: 1,
  },
  { uid: 'q3', question: 'Name the review system.', type: 'short_answer', options: [], correctAnswer: 'DRS', points: 1 },
];
