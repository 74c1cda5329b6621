import { z } from 'zod';

import { text } from './common';

/*
 * A learner's private notes on a lesson (issue 36): one line each, and on a video lesson the moment
 * of the video it was taken at, so the note can take the learner back there.
 */

export const NOTE_TEXT_MAX = 500;
/** More than an analyst keeps on one lesson; it bounds the lesson's list and the course's export. */
export const MAX_NOTES_PER_LESSON = 200;

const noteText = text({ error: 'Note text is required' })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'Note text is required').max(NOTE_TEXT_MAX, `A note must be at most ${NOTE_TEXT_MAX} characters`));

/** A moment of a lesson's video, in seconds; null (or absent) for none. The server checks it against the video's length. */
export const videoMoment = () =>
  z
    .number({ error: 'The moment must be a number of seconds' })
    .min(0, 'The moment cannot be before the start of the video')
    .max(86_400, 'The moment is past the end of the video')
    .nullable()
    .default(null);

export const LessonNoteBodySchema = z.strictObject({
  text: noteText,
  /** Seconds into the lesson's video; null (or absent) for a note on a lesson without one. */
  atSeconds: videoMoment(),
});
export type LessonNoteBody = z.infer<typeof LessonNoteBodySchema>;

export const LessonNoteEditSchema = z.strictObject({ text: noteText });
export type LessonNoteEdit = z.infer<typeof LessonNoteEditSchema>;

/** A note's moment as the player's clock shows it: whole seconds, m:ss (h:mm:ss past an hour). */
export function noteMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export interface LessonNote {
  id: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  atSeconds: number | null;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** How much the course's learners use notes, for the people who judge whether the feature earns its place. */
export interface NotesUse {
  /** The window the figures cover, in days, ending now. */
  days: number;
  notes: number;
  /** Learners who wrote at least one note in the window. */
  writers: number;
  /** Learners who opened a lesson in the window. */
  activeLearners: number;
  /** Notes per active learner per week, to one decimal; 0 with no active learner. */
  perActiveLearnerPerWeek: number;
}
