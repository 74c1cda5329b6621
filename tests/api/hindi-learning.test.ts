import { beforeAll, describe, expect, it } from 'vitest';

import type { AttemptResult, CheckpointView, LearnerCourseView } from '../../functions/src/contract';
import { createCourseFixture } from '../support/course-fixture';
import { enrolledLearner } from '../support/enrol';
import { api } from '../support/http';
import { adminToken } from '../support/sessions';

const HINDI_QUESTION = { question: 'एक विकेट में कितने स्टंप होते हैं?', options: ['दो', 'तीन', 'चार'] };

/** A learner taking a course in Hindi (decision 0095): the API is asked for the language, never guesses it. */
describe('learning in Hindi', () => {
  let x: Awaited<ReturnType<typeof createCourseFixture>>;
  beforeAll(async () => {
    x = await createCourseFixture({ price: 0, bonusCheckpoint: true });
    const admin = await adminToken();
    const versions: [string, object][] = [
      [`modules/${x.moduleId}`, { title: 'पहला मॉड्यूल', description: 'कोर्स का इकलौता मॉड्यूल' }],
      [`modules/${x.moduleId}/lessons/l1`, { title: 'पहला पाठ', content: 'गेंद को **टैग** करना।' }],
      [`modules/${x.moduleId}/checkpoints/c1`, { title: 'पहली जाँच', description: 'दो प्रश्न' }],
      [`modules/${x.moduleId}/checkpoints/c1/questions/q1`, HINDI_QUESTION],
      [
        `modules/${x.moduleId}/checkpoints/c2/questions/q1`,
        { question: 'डीआरएस में इस्तेमाल होने वाली बॉल-ट्रैकिंग प्रणाली का नाम बताइए।', correctAnswer: 'हॉक-आई' },
      ],
    ];
    for (const [resource, body] of versions) {
      const res = await api('PUT', `/admin/${resource}/translations/hi`, { token: admin, body });
      expect(res.status, resource).toBe(200);
    }
  });

  it('a learner in Hindi sees the Hindi items, one by one falling back to English, and never an answer', async () => {
    const learner = await enrolledLearner(x.courseId, { prefix: 'hindi-learner' });
    const view = (await api<LearnerCourseView>('GET', `/user/courses/${x.courseId}?lang=hi`, { token: learner.token })).body.data;
    expect(view.modules[0].title).toBe('पहला मॉड्यूल');
    expect(view.modules[0].lessons[0].title).toBe('पहला पाठ');
    expect(view.modules[0].checkpoints.map((checkpoint) => checkpoint.title)).toEqual(['पहली जाँच', 'Bonus checkpoint']);
    expect(JSON.stringify(view)).not.toContain('translations');
    expect((await api('GET', `/user/courses/${x.courseId}?lang=xx`, { token: learner.token })).status).toBe(400);

    const opened = await api<CheckpointView>('GET', `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/c1?lang=hi`, {
      token: learner.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.checkpoint.title).toBe('पहली जाँच');
    expect(opened.body.data.checkpoint.questions[0]).toMatchObject({
      question: HINDI_QUESTION.question,
      options: HINDI_QUESTION.options,
    });
    const raw = JSON.stringify(opened.body.data);
    expect(raw).not.toContain('correctAnswer');
    expect(raw).not.toContain('translations');
  });

  it('answers in Hindi are graded against the Hindi version: the Hindi choice and the Hindi short answer', async () => {
    const learner = await enrolledLearner(x.courseId, { prefix: 'hindi-answers' });
    const attempt = (checkpoint: string, answers: string[], lang = 'hi') =>
      api<AttemptResult>(
        'POST',
        `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/${checkpoint}/attempt?lang=${lang}`,
        {
          token: learner.token,
          body: { answers, timeSpent: 30 },
        },
      );
    await api('GET', `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/c1?lang=hi`, { token: learner.token });
    const graded = await attempt('c1', ['तीन', 'True']);
    expect(graded.status).toBe(200);
    expect(graded.body.data).toMatchObject({ score: 100, passed: true });

    await api('GET', `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/c2?lang=hi`, { token: learner.token });
    expect((await attempt('c2', ['xx'], 'xx')).status).toBe(400);
    const short = await attempt('c2', [' हॉक-आई ']);
    expect(short.body.data).toMatchObject({ score: 100, passed: true });
    expect(short.body.data.questionResults[0]).toMatchObject({
      userAnswer: ' हॉक-आई ',
      correctAnswer: 'हॉक-आई',
      isCorrect: true,
    });
  });

  it('the same learner in English gets the English, and an English answer is not graded against the Hindi', async () => {
    const learner = await enrolledLearner(x.courseId, { prefix: 'english-answers' });
    const view = (await api<LearnerCourseView>('GET', `/user/courses/${x.courseId}`, { token: learner.token })).body.data;
    expect(view.modules[0].title).toBe('Module one');
    await api('GET', `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/c2?lang=hi`, { token: learner.token });
    const english = await api<AttemptResult>(
      'POST',
      `/user/courses/${x.courseId}/modules/${x.moduleId}/checkpoints/c2/attempt?lang=hi`,
      {
        token: learner.token,
        body: { answers: ['Hawk-Eye'], timeSpent: 30 },
      },
    );
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ score: 0, passed: false });
  });
});
