import type { z } from 'zod';

import type { CheckpointSchema, LessonSchema, QuestionSchema } from '../../functions/src/contract';
import { testDb } from './admin';

// The fixture writes straight to Firestore, past the API: its pieces are typed as the API would take
// them (the schemas' input), so a contract change breaks the fixture at compile time.
type CheckpointInput = z.input<typeof CheckpointSchema>;
type LessonInput = z.input<typeof LessonSchema>;
type QuestionInput = z.input<typeof QuestionSchema>;

let counter = 0;

/** An optional extra checkpoint with a single attempt, for the attempt limit; not needed to complete the module. */
const BONUS_CHECKPOINT = {
  uid: 'c2',
  title: 'Bonus checkpoint',
  description: 'One try only',
  type: 'quiz',
  passingScore: 100,
  maxAttempts: 1,
  order: 2,
  isRequired: false,
  questions: [
    {
      uid: 'q1',
      question: 'Name the ball-tracking system used in DRS.',
      type: 'short_answer',
      options: [],
      correctAnswer: 'Hawk-Eye',
      points: 1,
    },
  ],
} satisfies CheckpointInput;

/** A reading lesson: a document lesson of text alone, as the seed's are (no video, no file unless given). */
const secondLesson = (documentUrl: string | null = null) =>
  ({
    uid: 'l2',
    title: 'Lesson two',
    description: '',
    type: 'document',
    content: { videoUrl: null, documentUrl, content: 'Reading the pitch map.', duration: 5 },
    order: 2,
    isRequired: true,
    points: 10,
  }) satisfies LessonInput;

const ESSAY_QUESTION = {
  uid: 'q3',
  question: 'Explain how you would tag a wide delivery.',
  type: 'essay',
  options: [],
  // An essay's model answer: shown to its reviewer beside the learner's, never to the learner.
  correctAnswer: 'The umpire signals a wide with both arms out; tag the ball as a wide before the next delivery.',
  points: 5,
} satisfies QuestionInput;

const assignmentLesson = (options: { maxSubmissions?: number; dueDays?: number | null }): LessonInput => ({
  uid: 'a1',
  title: 'Brief the third umpire',
  description: '',
  type: 'assignment',
  content: {
    videoUrl: null,
    documentUrl: null,
    content: 'Write the briefing you would give the third umpire before a **DRS review**.',
    duration: 20,
  },
  order: 3,
  isRequired: true,
  points: 10,
  assignment: {
    rubric: [
      { title: 'Accuracy of the tagged events', description: 'Every event in the clip, in order.', points: 6 },
      { title: 'Clarity of the briefing', description: '', points: 4 },
    ],
    passPercent: 60,
    maxSubmissions: options.maxSubmissions ?? 3,
    dueDays: options.dueDays ?? null,
    turnaroundDays: 3,
  },
});

/**
 * A small course written straight to Firestore: one module (completion by all lessons and
 * checkpoints, custom rules) with one video lesson and one checkpoint of two questions.
 * Returns its ids and the correct answers, which only the test knows.
 */
export async function createCourseFixture(
  options: {
    maxStudents?: number;
    price?: number;
    maxAttempts?: number;
    bonusCheckpoint?: boolean;
    /** The module completes by its lessons alone (the default criteria), not the custom rules. */
    allLessons?: boolean;
    /** No checkpoint at all: the course certifies completion only. */
    noCheckpoints?: boolean;
    /** A second lesson, so two lesson updates can race to complete the course. */
    secondLesson?: boolean;
    /** The second lesson's PDF (it has none otherwise). */
    secondLessonDocument?: string;
    /** A 5-point essay after the two machine-marked questions of the checkpoint. */
    essay?: boolean;
    /** The first lesson's video (the demo clip otherwise). */
    videoUrl?: string;
    /** The first lesson's Mark as Complete waits until 90 % of its (processed) video was played. */
    requireWatching?: boolean;
    /** An assignment lesson `a1` after the others (2 criteria, 6 + 4 points, passing at 60 %). */
    assignment?: { requirePass?: boolean; maxSubmissions?: number; dueDays?: number | null };
  } = {},
) {
  counter += 1;
  const courseId = `fixture-${process.pid}-${Date.now().toString(36)}-${counter}`;
  const moduleId = `${courseId}-m1`;
  const db = testDb();
  await db
    .collection('courses')
    .doc(courseId)
    .set({
      title: `Fixture course ${counter}`,
      description: 'A course made by a test.',
      shortDescription: 'Test course',
      category: 'Video Analysis',
      level: 'Beginner',
      duration: '1 week',
      price: options.price ?? 4999,
      originalPrice: null,
      currentStudents: 0,
      maxStudents: options.maxStudents ?? 50,
      isActive: true,
      instructor: { name: 'Kavya Raman', bio: 'Analyst', image: null },
      whatYouWillLearn: [],
      requirements: [],
      tags: [],
      features: [],
      curriculum: [],
      ...(options.assignment?.requirePass ? { requirePassedAssignments: true } : {}),
      createdAt: new Date(),
    });
  await db
    .collection('modules')
    .doc(moduleId)
    .set({
      courseId,
      title: 'Module one',
      description: 'The only module',
      order: 1,
      duration: 30,
      isActive: true,
      completionCriteria: options.allLessons || options.noCheckpoints ? 'all_lessons' : 'custom',
      customCompletionRules: { lessonsRequired: 1, checkpointsRequired: 1 },
      lessons: [
        {
          uid: 'l1',
          title: 'Lesson one',
          description: '',
          type: 'video',
          content: {
            videoUrl: options.videoUrl ?? '/uploads/media/lessons/tagging-a-delivery.mp4',
            documentUrl: null,
            content: '',
            duration: 7,
          },
          order: 1,
          isRequired: true,
          points: 10,
          ...(options.requireWatching ? { requireWatching: true } : {}),
        },
        ...(options.secondLesson ? [secondLesson(options.secondLessonDocument)] : []),
        ...(options.assignment ? [assignmentLesson(options.assignment)] : []),
      ],
      checkpoints: options.noCheckpoints
        ? []
        : [
            {
              uid: 'c1',
              title: 'Checkpoint one',
              description: 'Two questions',
              type: 'quiz',
              passingScore: 70,
              maxAttempts: options.maxAttempts ?? 3,
              order: 1,
              isRequired: true,
              questions: [
                {
                  uid: 'q1',
                  question: 'How many stumps make a wicket?',
                  type: 'multiple_choice',
                  options: ['2', '3', '4'],
                  correctAnswer: '3',
                  points: 1,
                },
                {
                  uid: 'q2',
                  question: 'Hawk-Eye is a ball-tracking system.',
                  type: 'true_false',
                  options: ['True', 'False'],
                  correctAnswer: 'True',
                  points: 1,
                },
                ...(options.essay ? [ESSAY_QUESTION] : []),
              ],
            },
            ...(options.bonusCheckpoint ? [BONUS_CHECKPOINT] : []),
          ],
    });
  return { courseId, moduleId, lessonId: 'l1', checkpointId: 'c1', correct: ['3', 'True'], wrong: ['2', 'False'] };
}
