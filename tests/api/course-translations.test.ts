import { beforeAll, describe, expect, it } from 'vitest';

import type { Course, CourseModule, LocalisedCourse } from '../../functions/src/contract';
import { createCourseFixture } from '../support/course-fixture';
import { api } from '../support/http';
import { adminToken, newLearner } from '../support/sessions';

/** A course's Hindi version, as an author writes it (decision 0095). */
const HINDI_COURSE = {
  title: 'फ़िक्स्चर कोर्स: वीडियो विश्लेषण की शुरुआत',
  shortDescription: 'मैच की फ़ुटेज से गेंद-दर-गेंद विश्लेषण करना सीखिए।',
  description: 'यह कोर्स एक परीक्षण ने बनाया है।\n\nइसमें एक मॉड्यूल है।',
  whatYouWillLearn: ['हर गेंद को सही टैग करना'],
  requirements: [],
  features: [],
  curriculum: [],
};
const HINDI_QUESTION = { question: 'एक विकेट में कितने स्टंप होते हैं?', options: ['दो', 'तीन', 'चार'] };

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const translationPath = (resource: string, lang = 'hi') => `/admin/${resource}/translations/${lang}`;
const adminCourse = async (courseId: string) =>
  (await api<{ course: Course; modules: CourseModule[] }>('GET', `/admin/courses/${courseId}`, { token: admin })).body.data;

/** Authors save and remove a course's Hindi version, item by item (decision 0095), over HTTP. */
describe('saving and removing the Hindi version of a course', () => {
  let x: Awaited<ReturnType<typeof createCourseFixture>>;
  beforeAll(async () => {
    x = await createCourseFixture({ price: 0 });
  });

  it('an admin saves it: the course reads in Hindi with ?lang=hi, and stays English without', async () => {
    const saved = await api<{ course: Course }>('PUT', translationPath(`courses/${x.courseId}`), {
      token: admin,
      body: HINDI_COURSE,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.course.translations?.hi?.title).toBe(HINDI_COURSE.title);

    const hindi = (await api<{ course: LocalisedCourse }>('GET', `/courses/${x.courseId}?lang=hi`)).body.data.course;
    expect(hindi).toMatchObject({ title: HINDI_COURSE.title, shortDescription: HINDI_COURSE.shortDescription, language: 'hi' });
    expect(hindi.languages).toEqual(['en', 'hi']);
    expect(hindi).not.toHaveProperty('translations');
    const english = (await api<{ course: LocalisedCourse }>('GET', `/courses/${x.courseId}`)).body.data.course;
    expect(english).toMatchObject({ title: expect.stringMatching(/^Fixture course/), language: 'en', languages: ['en', 'hi'] });

    const list = (await api<LocalisedCourse[]>('GET', '/courses?lang=hi')).body.data;
    expect(list.find((course) => course.uid === x.courseId)?.title).toBe(HINDI_COURSE.title);
  });

  it('bad input is a 400 that changes nothing; a missing course a 404; English or an unknown language a 400', async () => {
    const before = (await adminCourse(x.courseId)).course;
    const blank = await api('PUT', translationPath(`courses/${x.courseId}`), {
      token: admin,
      body: { ...HINDI_COURSE, title: ' ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContainEqual({ msg: 'Title is required', path: 'title' });
    const extraWeek = { ...HINDI_COURSE, curriculum: [{ title: 'पहला सप्ताह', duration: '3 घंटे', topics: [] }] };
    const misaligned = await api('PUT', translationPath(`courses/${x.courseId}`), { token: admin, body: extraWeek });
    expect(misaligned.status).toBe(400);
    expect(misaligned.body.errors).toContainEqual({
      msg: 'Translate each of the 0 curriculum weeks, in their order',
      path: 'curriculum',
    });
    const unknownField = await api('PUT', translationPath(`courses/${x.courseId}`), {
      token: admin,
      body: { ...HINDI_COURSE, price: 1 },
    });
    expect(unknownField.status).toBe(400);
    expect((await adminCourse(x.courseId)).course).toEqual(before);

    const english = await api('PUT', translationPath(`courses/${x.courseId}`, 'en'), { token: admin, body: HINDI_COURSE });
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/English is the source/);
    const unknown = await api('PUT', translationPath(`courses/${x.courseId}`, 'xx'), { token: admin, body: HINDI_COURSE });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown language/);
    expect((await api('GET', `/courses/${x.courseId}?lang=xx`)).status).toBe(400);
    expect((await api('GET', '/courses?lang=xx')).status).toBe(400);

    const missing = await api('PUT', translationPath('courses/no-such-course'), { token: admin, body: HINDI_COURSE });
    expect(missing.status).toBe(404);
  });

  it('only staff who may edit the course: 401 without a session, 403 for a learner, and nothing changes', async () => {
    const learner = await newLearner('translation');
    expect((await api('PUT', translationPath(`courses/${x.courseId}`), { body: HINDI_COURSE })).status).toBe(401);
    const refused = await api('DELETE', translationPath(`courses/${x.courseId}`), { token: learner.token });
    expect(refused.status).toBe(403);
    expect((await adminCourse(x.courseId)).course.translations?.hi?.title).toBe(HINDI_COURSE.title);
  });

  it('removing it leaves the English course as it was, and Hindi readers get the English', async () => {
    const removed = await api<{ course: Course }>('DELETE', translationPath(`courses/${x.courseId}`), { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.data.course.translations).toBeUndefined();
    const hindi = (await api<{ course: LocalisedCourse }>('GET', `/courses/${x.courseId}?lang=hi`)).body.data.course;
    expect(hindi).toMatchObject({ title: expect.stringMatching(/^Fixture course/), language: 'en', languages: ['en'] });
  });
});

describe('the Hindi version of a module, a lesson, a checkpoint and a question', () => {
  let x: Awaited<ReturnType<typeof createCourseFixture>>;
  beforeAll(async () => {
    x = await createCourseFixture({ price: 0, bonusCheckpoint: true });
  });
  const moduleOf = async () => (await adminCourse(x.courseId)).modules[0];
  /** The module as its English editor sends it back: no versions. */
  const englishOf = ({ uid: _uid, courseId: _course, translations: _versions, ...english }: CourseModule) => ({
    ...english,
    lessons: english.lessons.map(({ translations: _t, ...lesson }) => lesson),
    checkpoints: english.checkpoints.map(({ translations: _t, ...checkpoint }) => ({
      ...checkpoint,
      questions: checkpoint.questions.map(({ translations: _q, ...question }) => question),
    })),
  });

  it('each is saved beside its English, and editing the English keeps them', async () => {
    const calls: [string, object][] = [
      [`modules/${x.moduleId}`, { title: 'पहला मॉड्यूल', description: 'कोर्स का इकलौता मॉड्यूल' }],
      [`modules/${x.moduleId}/lessons/l1`, { title: 'पहला पाठ', content: 'गेंद को **टैग** करना।' }],
      [`modules/${x.moduleId}/checkpoints/c1`, { title: 'पहली जाँच', description: 'दो प्रश्न' }],
      [`modules/${x.moduleId}/checkpoints/c1/questions/q1`, HINDI_QUESTION],
      [`modules/${x.moduleId}/checkpoints/c1/questions/q2`, { question: 'हॉक-आई एक बॉल-ट्रैकिंग प्रणाली है।' }],
      [
        `modules/${x.moduleId}/checkpoints/c2/questions/q1`,
        { question: 'डीआरएस में इस्तेमाल होने वाली बॉल-ट्रैकिंग प्रणाली का नाम बताइए।', correctAnswer: 'हॉक-आई' },
      ],
    ];
    for (const [resource, body] of calls) {
      const res = await api('PUT', translationPath(resource), { token: admin, body });
      expect(res.status, resource).toBe(200);
    }
    const module = await moduleOf();
    expect(module.translations?.hi?.title).toBe('पहला मॉड्यूल');
    expect(module.lessons[0].translations?.hi?.title).toBe('पहला पाठ');
    expect(module.checkpoints[0].questions[0].translations?.hi?.options).toEqual(HINDI_QUESTION.options);

    const edited = await api('PUT', `/admin/modules/${x.moduleId}`, {
      token: admin,
      body: { ...englishOf(module), title: 'Module one, edited' },
    });
    expect(edited.status).toBe(200);
    const after = await moduleOf();
    expect(after.title).toBe('Module one, edited');
    expect(after.translations?.hi?.title).toBe('पहला मॉड्यूल');
    expect(after.lessons[0].translations?.hi?.title).toBe('पहला पाठ');
    expect(after.checkpoints[0].translations?.hi?.title).toBe('पहली जाँच');
    expect(after.checkpoints[0].questions[0].translations?.hi?.question).toBe(HINDI_QUESTION.question);
  });

  it('reordering the English choices carries each Hindi choice with its English one, so Hindi answers are graded against the right one', async () => {
    const module = await moduleOf();
    const english = englishOf(module);
    const [first, ...others] = english.checkpoints;
    const [choice, ...questions] = first.questions;
    expect(choice.options).toEqual(['2', '3', '4']);
    const reordered = { ...english, checkpoints: [{ ...first, questions: [{ ...choice, options: ['4', '2', '3'] }, ...questions] }, ...others] };
    expect((await api('PUT', `/admin/modules/${x.moduleId}`, { token: admin, body: reordered })).status).toBe(200);
    const after = (await moduleOf()).checkpoints[0].questions[0];
    expect(after.options).toEqual(['4', '2', '3']);
    expect(after.translations?.hi).toEqual({ ...HINDI_QUESTION, options: ['चार', 'दो', 'तीन'], correctAnswer: '' });
  });

  it('a question’s version must match its English: a choice for each, an answer to a short answer; nothing changes otherwise', async () => {
    const before = await moduleOf();
    const short = await api('PUT', translationPath(`modules/${x.moduleId}/checkpoints/c1/questions/q1`), {
      token: admin,
      body: { ...HINDI_QUESTION, options: ['दो', 'तीन'] },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toContainEqual({ msg: 'Translate each of the 3 options, in their order', path: 'options' });
    const noAnswer = await api('PUT', translationPath(`modules/${x.moduleId}/checkpoints/c2/questions/q1`), {
      token: admin,
      body: { question: 'नाम बताइए।' },
    });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.errors?.[0].path).toBe('correctAnswer');
    expect(await moduleOf()).toEqual(before);
  });

  it('an item that does not exist is a 404, and a module outside the course too', async () => {
    for (const resource of [
      `modules/${x.moduleId}/lessons/no-such-lesson`,
      `modules/${x.moduleId}/checkpoints/no-such-checkpoint`,
      `modules/${x.moduleId}/checkpoints/c1/questions/no-such-question`,
      'modules/no-such-module',
    ]) {
      const res = await api('PUT', translationPath(resource), { token: admin, body: { title: 'शीर्षक', question: 'प्रश्न' } });
      expect([400, 404], resource).toContain(res.status);
    }
    const lesson = await api('PUT', translationPath(`modules/${x.moduleId}/lessons/no-such-lesson`), {
      token: admin,
      body: { title: 'शीर्षक' },
    });
    expect(lesson.status).toBe(404);
    expect(lesson.body.message).toBe('Lesson not found');
    const question = await api('DELETE', translationPath(`modules/${x.moduleId}/checkpoints/c1/questions/nope`), {
      token: admin,
    });
    expect(question.status).toBe(404);
    expect(question.body.message).toBe('Question not found');
    expect((await api('DELETE', translationPath('modules/no-such-module'), { token: admin })).status).toBe(404);
  });
});
