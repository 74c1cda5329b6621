import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

import { getDb } from '../../lib/firebase';
import { CLOSED_ACCOUNT, documentsWhere, type Person, type PersonalDocument } from '../../lib/personal-data';
import { toIso } from '../../lib/timestamps';
import { queueMail, queueMailOnce, type OutboxMail } from '../mail/outbox.repository';

/*
 * `lessonQuestions/{id}`: a question under a lesson, with who upvoted it.
 * `lessonAnswers/{id}`: a reply to one, by a learner or an instructor of the course.
 */
const questions = () => getDb().collection('lessonQuestions');
const answers = () => getDb().collection('lessonAnswers');

const fieldValue = async () => (await import('firebase-admin/firestore')).FieldValue;

interface Hidden {
  hiddenReason: string | null;
  hiddenBy: string | null;
}

export interface StoredQuestion extends Hidden {
  id: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  authorUid: string;
  authorName: string;
  title: string;
  text: string;
  atSeconds: number | null;
  status: 'open' | 'resolved';
  answered: boolean;
  upvoterUids: string[];
  createdAt: string;
}

export interface StoredAnswer extends Hidden {
  id: string;
  questionId: string;
  courseId: string;
  authorUid: string;
  authorName: string;
  text: string;
  byInstructor: boolean;
  createdAt: string;
}

function questionFrom(snap: DocumentSnapshot): StoredQuestion | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    courseId: d.courseId,
    moduleUid: d.moduleUid,
    lessonUid: d.lessonUid,
    authorUid: d.authorUid,
    authorName: d.authorName ?? '',
    title: d.title ?? '',
    text: d.text ?? '',
    atSeconds: typeof d.atSeconds === 'number' ? d.atSeconds : null,
    status: d.status === 'resolved' ? 'resolved' : 'open',
    answered: d.answered === true,
    upvoterUids: Array.isArray(d.upvoterUids) ? d.upvoterUids : [],
    createdAt: toIso(d.createdAt) ?? '',
    hiddenReason: d.hiddenReason ?? null,
    hiddenBy: d.hiddenBy ?? null,
  };
}

function answerFrom(snap: DocumentSnapshot): StoredAnswer | null {
  const d = snap.data();
  if (!d) return null;
  return {
    id: snap.id,
    questionId: d.questionId,
    courseId: d.courseId,
    authorUid: d.authorUid,
    authorName: d.authorName ?? '',
    text: d.text ?? '',
    byInstructor: d.byInstructor === true,
    createdAt: toIso(d.createdAt) ?? '',
    hiddenReason: d.hiddenReason ?? null,
    hiddenBy: d.hiddenBy ?? null,
  };
}

/** At most this many questions a lesson lists (the most recent). */
const LESSON_LIST_MAX = 200;

/** A lesson's questions with their replies: two queries. */
export async function listLessonQuestions(
  courseId: string,
  lessonUid: string,
): Promise<Array<{ question: StoredQuestion; replies: StoredAnswer[] }>> {
  const snap = await questions()
    .where('courseId', '==', courseId)
    .where('lessonUid', '==', lessonUid)
    .limit(LESSON_LIST_MAX)
    .get();
  const found = snap.docs.map((doc) => questionFrom(doc) as StoredQuestion);
  return withReplies(found);
}

/** Questions in these courses, newest first: those no instructor has answered, or all of them. */
export async function listCourseQuestions(
  courseIds: string[] | null,
  unansweredOnly: boolean,
  limit: number,
): Promise<Array<{ question: StoredQuestion; replies: StoredAnswer[] }>> {
  let query = questions().orderBy('createdAt', 'desc');
  if (unansweredOnly) query = query.where('answered', '==', false);
  if (courseIds) {
    if (courseIds.length === 0) return [];
    query = query.where('courseId', 'in', courseIds.slice(0, 30));
  }
  const found = (await query.limit(limit).get()).docs.map((doc) => questionFrom(doc) as StoredQuestion);
  return withReplies(found);
}

async function withReplies(found: StoredQuestion[]) {
  if (found.length === 0) return [];
  const replies: StoredAnswer[] = [];
  for (let i = 0; i < found.length; i += 30) {
    const ids = found.slice(i, i + 30).map((question) => question.id);
    const snap = await answers().where('questionId', 'in', ids).get();
    replies.push(...snap.docs.map((doc) => answerFrom(doc) as StoredAnswer));
  }
  return found.map((question) => ({
    question,
    replies: replies.filter((reply) => reply.questionId === question.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  }));
}

export async function findQuestion(id: string): Promise<StoredQuestion | null> {
  return questionFrom(await questions().doc(id).get());
}

export async function findAnswer(id: string): Promise<StoredAnswer | null> {
  return answerFrom(await answers().doc(id).get());
}

export async function createQuestion(
  fields: Omit<StoredQuestion, 'id' | 'createdAt' | 'status' | 'answered' | 'upvoterUids' | 'hiddenReason' | 'hiddenBy'>,
): Promise<StoredQuestion> {
  const ref = questions().doc();
  await ref.create({
    ...fields,
    status: 'open',
    answered: false,
    upvoterUids: [],
    hiddenReason: null,
    hiddenBy: null,
    createdAt: new Date(),
  });
  return (await findQuestion(ref.id)) as StoredQuestion;
}

/**
 * A reply, written only while its question is still visible (read in the same transaction), with
 * the mail `notify` decides on; an instructor's reply marks the question answered.
 */
export async function createAnswer(
  questionId: string,
  fields: Pick<StoredAnswer, 'authorUid' | 'authorName' | 'text' | 'byInstructor'>,
  decide: (question: StoredQuestion | null) => OutboxMail | null,
): Promise<StoredAnswer> {
  const ref = answers().doc();
  await getDb().runTransaction(async (tx) => {
    const question = questionFrom(await tx.get(questions().doc(questionId)));
    const mail = decide(question);
    if (!question) return;
    tx.create(ref, {
      ...fields,
      questionId,
      courseId: question.courseId,
      hiddenReason: null,
      hiddenBy: null,
      createdAt: new Date(),
    });
    if (fields.byInstructor && !question.answered) tx.update(questions().doc(questionId), { answered: true });
    if (mail) queueMail(tx, mail);
  });
  return (await findAnswer(ref.id)) as StoredAnswer;
}

export async function setUpvote(questionId: string, uid: string, on: boolean): Promise<void> {
  const FieldValue = await fieldValue();
  await questions()
    .doc(questionId)
    .update({ upvoterUids: on ? FieldValue.arrayUnion(uid) : FieldValue.arrayRemove(uid) });
}

export async function setResolved(questionId: string, resolved: boolean): Promise<void> {
  await questions()
    .doc(questionId)
    .update({ status: resolved ? 'resolved' : 'open' });
}

/** Hides a question or a reply with its reason; `alsoInTransaction` writes what must land with it (its audit entry). */
export async function hidePostWith(
  kind: 'question' | 'reply',
  id: string,
  hidden: { reason: string; by: string },
  alsoInTransaction: (tx: Transaction) => void,
): Promise<void> {
  const ref = kind === 'question' ? questions().doc(id) : answers().doc(id);
  await getDb().runTransaction(async (tx) => {
    tx.update(ref, { hiddenReason: hidden.reason, hiddenBy: hidden.by, hiddenAt: new Date() });
    alsoInTransaction(tx);
  });
}

/** Open questions no instructor has answered, asked before `before`: the instructors' daily digest. */
export async function listUnansweredBefore(before: Date, limit: number): Promise<StoredQuestion[]> {
  const snap = await questions().where('answered', '==', false).where('createdAt', '<', before).limit(limit).get();
  return snap.docs
    .map((doc) => questionFrom(doc) as StoredQuestion)
    .filter((question) => question.status === 'open' && question.hiddenReason === null);
}

/** What the questions keep of one person: their questions and replies, and the questions they upvoted. */
export interface QuestionsPersonalData {
  questions: PersonalDocument[];
  replies: PersonalDocument[];
  upvoted: string[];
}

export async function findQuestionsDocumentsOf(person: Person): Promise<QuestionsPersonalData> {
  const [asked, replied, upvoted] = await Promise.all([
    documentsWhere(questions(), 'authorUid', person.uid),
    documentsWhere(answers(), 'authorUid', person.uid),
    questions().where('upvoterUids', 'array-contains', person.uid).select().limit(1000).get(),
  ]);
  return { questions: asked, replies: replied, upvoted: upvoted.docs.map((doc) => doc.id) };
}

/**
 * Closing an account keeps the course's discussion readable: the person's questions and replies stay
 * under "Former learner" with no uid, and their upvotes go.
 */
export async function eraseQuestionsInTransaction(tx: Transaction, found: QuestionsPersonalData, person: Person): Promise<void> {
  const FieldValue = await fieldValue();
  const anonymous = { authorUid: CLOSED_ACCOUNT, authorName: 'Former learner' };
  for (const { id } of found.questions) tx.update(questions().doc(id), anonymous);
  for (const { id } of found.replies) tx.update(answers().doc(id), anonymous);
  for (const id of found.upvoted) tx.update(questions().doc(id), { upvoterUids: FieldValue.arrayRemove(person.uid) });
}

/** `questionDigests/{uid}_{day}`: one instructor's digest of a day, whose id makes it once a day. */
const digests = () => getDb().collection('questionDigests');

export function sendDigestOnce(
  key: string,
  record: { uid: string; day: string; questions: number },
  mail: OutboxMail,
): Promise<boolean> {
  return queueMailOnce(digests().doc(key), record, mail);
}

export function findDigestsOf(person: Person): Promise<PersonalDocument[]> {
  return documentsWhere(digests(), 'uid', person.uid);
}

export function eraseDigestsInTransaction(tx: Transaction, found: PersonalDocument[]): void {
  for (const { id } of found) tx.delete(digests().doc(id));
}
