import { describe, expect, it } from 'vitest';

import type { CourseModule } from '../../contract';

import { certificateRemaining, certificateScore, courseProgress, moduleProgress, type StoredProgress } from './progress';

const lesson = (uid: string) => ({
  uid,
  title: uid,
  description: '',
  type: 'video' as const,
  content: { videoUrl: null, documentUrl: null, content: '', duration: 5 },
  order: 1,
  isRequired: true,
  points: 10,
  requireWatching: false,
});

const checkpoint = (uid: string, isRequired = true) => ({
  uid,
  title: uid,
  description: '',
  type: 'quiz' as const,
  passingScore: 70,
  maxAttempts: 3,
  order: 1,
  isRequired,
  questions: [],
  questionsPerAttempt: null,
  drawByTag: [],
  shuffleQuestions: false,
  shuffleOptions: false,
});

function module(
  uid: string,
  parts: { lessons?: string[]; checkpoints?: Array<ReturnType<typeof checkpoint>> },
  criteria: CourseModule['completionCriteria'] = 'all_lessons',
  rules = { lessonsRequired: 0, checkpointsRequired: 0 },
): CourseModule {
  return {
    uid,
    courseId: 'course',
    title: uid,
    description: '',
    order: 1,
    duration: 30,
    isActive: true,
    completionCriteria: criteria,
    customCompletionRules: rules,
    lessons: (parts.lessons ?? []).map(lesson),
    checkpoints: parts.checkpoints ?? [],
  } as CourseModule;
}

const done = { completed: true, completedAt: '2026-01-01T00:00:00.000Z', timeSpent: 5, lastAccessedAt: null, progress: 100 };
const passedWith = (bestScore: number) => ({ passed: true, bestScore, attempts: 1 });

function stored(partial: Partial<StoredProgress>): StoredProgress {
  return { lessons: {}, checkpoints: {}, lastAccessedAt: null, ...partial };
}

describe('moduleProgress', () => {
  const m = (criteria: CourseModule['completionCriteria'], rules?: { lessonsRequired: number; checkpointsRequired: number }) =>
    module('m', { lessons: ['l1', 'l2'], checkpoints: [checkpoint('c1'), checkpoint('c2')] }, criteria, rules);
  const someDone = stored({ lessons: { l1: done, l2: done }, checkpoints: { c1: passedWith(80) } });

  it('all_lessons completes with every lesson, whatever the checkpoints', () => {
    expect(moduleProgress(m('all_lessons'), someDone)).toEqual({
      moduleUid: 'm',
      completed: true,
      lessonsCompleted: 2,
      checkpointsPassed: 1,
    });
  });

  it('all_checkpoints needs every checkpoint passed', () => {
    expect(moduleProgress(m('all_checkpoints'), someDone).completed).toBe(false);
    const all = stored({ checkpoints: { c1: passedWith(80), c2: passedWith(90) } });
    expect(moduleProgress(m('all_checkpoints'), all).completed).toBe(true);
  });

  it('custom counts lessons and checkpoints against its rules, capped at what the module has', () => {
    expect(moduleProgress(m('custom', { lessonsRequired: 2, checkpointsRequired: 1 }), someDone).completed).toBe(true);
    expect(moduleProgress(m('custom', { lessonsRequired: 2, checkpointsRequired: 2 }), someDone).completed).toBe(false);
    expect(moduleProgress(m('custom', { lessonsRequired: 9, checkpointsRequired: 1 }), someDone).completed).toBe(true);
  });

  it('a lesson opened but not completed does not count', () => {
    const opened = stored({ lessons: { l1: { ...done, completed: false, progress: 0 } } });
    expect(moduleProgress(m('all_lessons'), opened).lessonsCompleted).toBe(0);
  });
});

describe('the certificate', () => {
  const modules = [
    module('m1', { lessons: ['l1'], checkpoints: [checkpoint('c1'), checkpoint('bonus', false)] }),
    module('m2', { lessons: ['l2'], checkpoints: [checkpoint('c2')] }),
  ];

  it('needs every required checkpoint passed even when the modules complete by lessons alone', () => {
    const lessonsOnly = stored({ lessons: { l1: done, l2: done } });
    const perModule = modules.map((m) => moduleProgress(m, lessonsOnly));
    expect(certificateRemaining(modules, lessonsOnly, perModule)).toEqual({ modules: 0, checkpoints: 2, awaitingReview: 0 });
    const reviewing = stored({ ...lessonsOnly, checkpoints: { c1: { ...passedWith(0), passed: false, awaitingReview: true } } });
    expect(certificateRemaining(modules, reviewing, perModule)).toEqual({ modules: 0, checkpoints: 2, awaitingReview: 1 });
  });

  it('scores the mean best score of required checkpoints and of optional ones attempted', () => {
    expect(certificateScore(modules, stored({ checkpoints: { c1: passedWith(80), c2: passedWith(90) } }))).toBe(85);
    const withBonus = stored({
      checkpoints: { c1: passedWith(80), c2: passedWith(90), bonus: { passed: false, bestScore: 30, attempts: 1 } },
    });
    expect(certificateScore(modules, withBonus)).toBe(67);
  });

  it('has no score when the course has nothing to score', () => {
    expect(certificateScore([module('m', { lessons: ['l1'] })], stored({}))).toBeNull();
  });
});

describe('courseProgress', () => {
  const modules = [module('m1', { lessons: ['l1', 'l2'], checkpoints: [checkpoint('c1')] })];

  it('overall is the share of lessons and checkpoints done, held below 100 until the certificate conditions hold', () => {
    const partly = courseProgress(modules, stored({ lessons: { l1: done } }));
    expect(partly).toMatchObject({ overall: 33, completed: false, remaining: { modules: 1, checkpoints: 1, awaitingReview: 0 } });
    const lessonsDone = courseProgress(modules, stored({ lessons: { l1: done, l2: done } }));
    expect(lessonsDone).toMatchObject({ overall: 67, completed: false });
    const all = courseProgress(modules, stored({ lessons: { l1: done, l2: done }, checkpoints: { c1: passedWith(75) } }));
    expect(all).toMatchObject({ overall: 100, completed: true });
  });

  it('rounds up to 99 at most while something remains', () => {
    const many = [module('m', { lessons: Array.from({ length: 199 }, (_, i) => `l${i}`), checkpoints: [checkpoint('c1')] })];
    const lessons = Object.fromEntries(Array.from({ length: 199 }, (_, i) => [`l${i}`, done]));
    expect(courseProgress(many, stored({ lessons })).overall).toBe(99);
  });

  it('forgets lessons and checkpoints that were removed from the course, and keeps the rest', () => {
    const progress = courseProgress(
      modules,
      stored({
        lessons: { l1: done, gone: done },
        checkpoints: { c1: { passed: false, bestScore: 40, attempts: 2 }, old: passedWith(100) },
      }),
    );
    expect(progress.lessons.map((l) => l.lessonUid)).toEqual(['l1']);
    expect(progress.checkpoints).toEqual([
      { checkpointUid: 'c1', passed: false, bestScore: 40, attempts: 2, awaitingReview: false },
    ]);
  });

  it('a course without modules is never complete', () => {
    expect(courseProgress([], stored({}))).toMatchObject({ overall: 0, completed: false });
  });
});
