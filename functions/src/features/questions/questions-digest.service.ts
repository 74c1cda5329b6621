import { dateForPeople } from '../../contract';
import { findCourse, listLiveModules } from '../courses/catalog.service';
import { greetingName, unansweredQuestionsMail } from '../mail/mail-templates';
import { instructorsOf } from '../staff/staff.service';
import { findUsers } from '../users/users.service';

import { listUnansweredBefore, sendDigestOnce, type StoredQuestion } from './questions.repository';

/** A question gets an hour to be answered before it goes in a digest. */
const GRACE_MS = 60 * 60 * 1000;
const DIGEST_MAX_QUESTIONS = 500;
export const STAFF_QUESTIONS_PATH = '/admin/questions';

/** The Indian calendar day of `now`: one digest an instructor a day. */
const indianDay = (now: Date) => new Date(now.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

/**
 * Each instructor's digest of the open questions in their courses that no instructor has answered,
 * at most once an Indian day (what the scheduled function `sendQuestionDigests` runs daily). Answers
 * how many digests were sent.
 */
export async function sendQuestionDigests(now: Date): Promise<number> {
  const waiting = await listUnansweredBefore(new Date(now.getTime() - GRACE_MS), DIGEST_MAX_QUESTIONS);
  const byCourse = new Map<string, StoredQuestion[]>();
  for (const question of waiting) byCourse.set(question.courseId, [...(byCourse.get(question.courseId) ?? []), question]);

  const perInstructor = new Map<string, Array<{ courseTitle: string; lessonTitle: string; title: string; askedOn: string }>>();
  for (const [courseId, questions] of byCourse) {
    const [course, modules, instructors] = await Promise.all([
      findCourse(courseId),
      listLiveModules(courseId),
      instructorsOf(courseId),
    ]);
    if (!course) continue;
    const lessons = new Map(modules.flatMap((module) => module.lessons).map((lesson) => [lesson.uid, lesson.title]));
    const items = questions.map((question) => ({
      courseTitle: course.title,
      lessonTitle: lessons.get(question.lessonUid) ?? 'A lesson',
      title: question.title,
      askedOn: dateForPeople(question.createdAt),
    }));
    for (const uid of instructors) perInstructor.set(uid, [...(perInstructor.get(uid) ?? []), ...items]);
  }

  const day = indianDay(now);
  const people = await findUsers([...perInstructor.keys()]);
  let sent = 0;
  for (const [uid, items] of perInstructor) {
    const person = people.get(uid);
    if (!person || person.role === 'admin') continue;
    const mail = unansweredQuestionsMail(person.email, greetingName(person), items, STAFF_QUESTIONS_PATH);
    if (await sendDigestOnce(`${uid}_${day}`, { uid, day, questions: items.length }, mail)) sent += 1;
  }
  return sent;
}
