// @ts-check
// The quiz half of the bench: a course whose one checkpoint allows unlimited attempts, learners
// enrolled in it, 200 sequential submissions timed one by one, and the targets for the
// 20-client load of the attempt and certificate-verification endpoints.
import { call, enrolPaid, registerLearners, writeCourse } from './api.mjs';
import { percentile } from './stats.mjs';

const COURSE_ID = 'bench-quiz-course';
const MODULE_ID = 'bench-quiz-m1';
const CHECKPOINT_ID = 'bench-c1';
const PRICE = 999;

const QUESTIONS = [
  {
    uid: 'q1',
    question: 'How many stumps make a wicket?',
    type: 'multiple_choice',
    options: ['2', '3', '4'],
    correctAnswer: '3',
  },
  { uid: 'q2', question: 'Hawk-Eye tracks the ball.', type: 'true_false', options: ['True', 'False'], correctAnswer: 'True' },
  { uid: 'q3', question: 'Balls in an over?', type: 'short_answer', options: [], correctAnswer: '6' },
  {
    uid: 'q4',
    question: 'Camera behind the bowler?',
    type: 'multiple_choice',
    options: ['End-on', 'Side-on'],
    correctAnswer: 'End-on',
  },
  // Machine-marked only: an essay waits for a person, which would end the run of attempts.
  { uid: 'q5', question: 'Who reviews a decision?', type: 'short_answer', options: [], correctAnswer: 'Third umpire' },
].map((question) => ({ ...question, points: 1 }));
const ANSWERS = ['3', 'True', '6', 'End-on', 'third umpire'];
/** Failing answers: a passed checkpoint takes no more attempts, so every attempt but the last fails. */
const WRONG_ANSWERS = ['2', 'False', '5', 'Side-on', 'the captain'];

const writeQuizCourse = () =>
  writeCourse(COURSE_ID, { title: 'Bench quiz course', price: PRICE }, [
    {
      uid: MODULE_ID,
      title: 'Bench module',
      description: '',
      order: 1,
      duration: 10,
      isActive: true,
      completionCriteria: 'all_checkpoints',
      customCompletionRules: { lessonsRequired: 0, checkpointsRequired: 0 },
      lessons: [],
      checkpoints: [
        {
          uid: CHECKPOINT_ID,
          title: 'Bench checkpoint',
          description: '',
          type: 'quiz',
          passingScore: 70,
          maxAttempts: 1_000_000,
          order: 1,
          isRequired: true,
          questions: QUESTIONS,
        },
      ],
    },
  ]);

/** Writes the quiz course, then registers and enrols `learners` learners (each from its own address in `network`). */
export async function prepareQuiz(site, learners, network = '10.99.0') {
  await writeQuizCourse();
  const sessions = await registerLearners(site, learners, network);
  for (const session of sessions) await enrolPaid(site, session, COURSE_ID, PRICE);
  const checkpointPath = `/user/courses/${COURSE_ID}/modules/${MODULE_ID}/checkpoints/${CHECKPOINT_ID}`;
  return {
    sessions,
    ids: { courseId: COURSE_ID, moduleId: MODULE_ID, checkpointId: CHECKPOINT_ID },
    checkpointPath,
    body: { answers: ANSWERS, timeSpent: 60 },
    failingBody: { answers: WRONG_ANSWERS, timeSpent: 60 },
  };
}

/**
 * Opens the checkpoint and submits it `count` times in a row, timing each submission alone: every
 * attempt fails but the last, which passes, completes the course and issues its certificate.
 * Returns p50/p95, the Firestore reads and writes of the first (failed) submission and of the last
 * (certificate-issuing) one, and that certificate's link.
 */
export async function measureSequentialAttempts(site, quiz, count = 200) {
  const { token, client } = quiz.sessions[0];
  const times = [];
  const costs = [];
  let certificatePath = null;
  for (let i = 0; i < count; i += 1) {
    await call(site, 'GET', quiz.checkpointPath, { token, client });
    const body = i === count - 1 ? quiz.body : quiz.failingBody;
    const started = performance.now();
    const { res, json } = await call(site, 'POST', `${quiz.checkpointPath}/attempt`, { token, client, body });
    times.push(performance.now() - started);
    certificatePath ??= json.data.certificate?.verificationUrl ?? null;
    if (i === 0 || i === count - 1)
      costs.push({ reads: res.headers.get('x-firestore-reads'), writes: res.headers.get('x-firestore-writes') });
  }
  times.sort((a, b) => a - b);
  const [first, last] = costs;
  return { p50: percentile(times, 50), p95: percentile(times, 95), first, last, certificatePath };
}
