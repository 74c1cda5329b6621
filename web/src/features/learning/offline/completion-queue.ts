import { ApiError, signedInUid } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { updateLessonProgress } from '../api/update-lesson-progress';

/** A lesson marked complete without a connection, kept until the server has it. */
export interface PendingCompletion {
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  timeSpent: number;
  markedAt: number;
}

/** Fired on window once kept completions reach the server; `detail` names their courses. */
export const COMPLETIONS_SENT_EVENT = 'cv:completions-sent';

/** Per user, so one learner's kept completions are never sent with another's session. */
const storageKey = (uid: string) => `pending-completions:${uid}`;

function read(uid: string): PendingCompletion[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingCompletion[]) : [];
  } catch {
    return [];
  }
}

function write(uid: string, items: PendingCompletion[]): void {
  if (items.length) localStorage.setItem(storageKey(uid), JSON.stringify(items));
  else localStorage.removeItem(storageKey(uid));
}

const sameLesson = (a: PendingCompletion, b: Pick<PendingCompletion, 'courseId' | 'lessonUid'>) =>
  a.courseId === b.courseId && a.lessonUid === b.lessonUid;

/** The lessons of `courseId` the signed-in learner marked complete offline, not yet sent. */
export function pendingCompletionsOf(courseId: string): Set<string> {
  const uid = signedInUid();
  return new Set(
    uid
      ? read(uid)
          .filter((item) => item.courseId === courseId)
          .map((item) => item.lessonUid)
      : [],
  );
}

/** Keeps a completion made offline (once per lesson), to be sent when the connection returns. */
export function keepCompletion(item: Omit<PendingCompletion, 'markedAt'>): void {
  const uid = signedInUid();
  if (!uid) return;
  const items = read(uid);
  if (!items.some((kept) => sameLesson(kept, item))) write(uid, [...items, { ...item, markedAt: Date.now() }]);
}

/** Runs `task` alone among this site's tabs (so two tabs never send the same completion), where the browser can. */
function alone(task: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request('pending-completions', task).then(() => undefined) : task();
}

/**
 * Whether the server turned a completion down for good. No connection, an ended session (sent again
 * at the next sign-in), a timeout, a rate limit or a server error leave it kept for the next time.
 */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Sends the signed-in learner's kept completions, each once: one leaves the queue when the server
 * has it, or refuses it (said in a toast); any other failure leaves the rest for the next time.
 */
export function sendPendingCompletions(): Promise<void> {
  return alone(async () => {
    const uid = signedInUid();
    if (!uid) return;
    const courses = new Set<string>();
    for (const item of read(uid)) {
      try {
        await updateLessonProgress(item.courseId, item.moduleUid, item.lessonUid, {
          progress: 100,
          completed: true,
          timeSpent: item.timeSpent,
        });
        courses.add(item.courseId);
      } catch (error) {
        if (!refused(error)) break;
        notifyApiError(error, 'A lesson you marked complete offline could not be saved.');
      }
      write(
        uid,
        read(uid).filter((kept) => !sameLesson(kept, item)),
      );
    }
    if (courses.size) {
      notifySuccess('The lessons you completed offline are saved.');
      window.dispatchEvent(new CustomEvent(COMPLETIONS_SENT_EVENT, { detail: [...courses] }));
    }
  });
}

/** Sends kept completions now and whenever the connection returns. */
export function startCompletionSync(): void {
  window.addEventListener('online', () => void sendPendingCompletions());
  if (navigator.onLine) void sendPendingCompletions();
}
