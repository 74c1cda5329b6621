import { z } from 'zod';

import type { CourseRating } from './course-reviews';

import { documentId, itemUid, requiredText, text, trimmed, webAddress } from './common';
import type { VideoCaption } from './captions';
import type { Locale } from './locales';
import { AssignmentSettingsSchema } from './assignments';
import type {
  CheckpointTranslation,
  CourseTranslation,
  LessonTranslation,
  ModuleTranslation,
  QuestionTranslation,
  Translations,
} from './course-translations';

// One model serves the public course pages, the learner area and course authoring.

export const COURSE_LEVELS = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Beginner to Advanced',
  'Intermediate to Advanced',
] as const;
export const COURSE_CATEGORIES = ['Video Analysis', 'DRS Operations', 'Performance Analytics', 'Camera Operations'] as const;
export const COMPLETION_CRITERIA = ['all_lessons', 'all_checkpoints', 'custom'] as const;
export const LESSON_TYPES = ['video', 'document', 'quiz', 'assignment'] as const;
export const CHECKPOINT_TYPES = ['quiz', 'assignment', 'discussion'] as const;
export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer', 'essay'] as const;

/** A list of distinct, non-blank texts (tags, requirements, learning outcomes). */
const uniqueTexts = (label: string) =>
  z
    .array(requiredText(label, 300))
    .max(50)
    .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, {
      message: `${label}s must be unique`,
    });

const mediaRef = webAddress().nullable().optional();

export const CourseFeatureSchema = z.object({
  icon: trimmed(60).default('star'),
  title: requiredText('Feature title', 120),
  description: requiredText('Feature description', 500),
});

export const CurriculumWeekSchema = z.object({
  week: z.coerce.number().int().min(1, 'Week number must be at least 1').max(104),
  title: requiredText('Week title', 200),
  duration: requiredText('Week duration', 60),
  topics: z.array(requiredText('Topic', 300)).max(30).default([]),
});

export const InstructorSchema = z.object({
  name: requiredText('Instructor name', 120),
  bio: requiredText('Instructor bio', 2000),
  image: mediaRef,
});

/** What an admin sends to create or update a course (the "full course object"). */
export const CourseInputSchema = z
  .object({
    title: requiredText('Title', 200),
    price: z.coerce.number({ error: 'Price is required' }).min(0, 'Price must be at least 0').max(10_000_000),
    originalPrice: z.coerce.number().min(0, 'Original price must be at least 0').max(10_000_000).nullable().optional(),
    duration: requiredText('Duration', 60),
    level: z.enum(COURSE_LEVELS, { error: 'Level is required' }).default('Beginner'),
    category: z.enum(COURSE_CATEGORIES, { error: 'Category is required' }).default('Video Analysis'),
    shortDescription: requiredText('Short description', 500),
    description: requiredText('Full description', 20_000),
    maxStudents: z.coerce.number().int().min(1, 'Max students must be at least 1').max(100_000).default(50),
    isActive: z.boolean().default(true),
    coverImage: mediaRef,
    instructor: InstructorSchema,
    whatYouWillLearn: uniqueTexts('Learning outcome').default([]),
    requirements: uniqueTexts('Requirement').default([]),
    tags: uniqueTexts('Tag').default([]),
    features: z.array(CourseFeatureSchema).max(30).default([]),
    curriculum: z.array(CurriculumWeekSchema).max(104).default([]),
    /** An assignment lesson completes once a submission passes, not once it is handed in. */
    requirePassedAssignments: z.boolean({ error: 'Require passed assignments must be true or false' }).default(false),
  })
  .strict();
export type CourseInput = z.infer<typeof CourseInputSchema>;

export interface ModuleSummary {
  uid: string;
  title: string;
  order: number;
  lessonsCount: number;
  checkpointsCount: number;
  /** Assignment lessons that take a hand-in its instructors mark. */
  assignmentsCount: number;
}

/**
 * What a course really contains, from its live modules (3 modules, 11 lessons, 3 checkpoints, 2
 * marked assignments): the course page says it beside the authored curriculum (issue 39), in its language.
 */
export function courseContents(modules: ModuleSummary[]) {
  const sum = (field: 'lessonsCount' | 'checkpointsCount' | 'assignmentsCount') =>
    modules.reduce((total, module) => total + (module[field] ?? 0), 0);
  return {
    modules: modules.length,
    lessons: sum('lessonsCount'),
    checkpoints: sum('checkpointsCount'),
    assignments: sum('assignmentsCount'),
  };
}

/** A course as the API returns it. */
export type Course = CourseInput & {
  uid: string;
  currentStudents: number;
  /** What the course's visible reviews add up to (kept with each review's change, never recounted on a read). */
  rating: CourseRating;
  modules?: ModuleSummary[];
  /** Its versions in other languages (decision 0095); the back-office's reads carry them, the public ones show one language. */
  translations?: Translations<CourseTranslation>;
  createdAt: string | null;
  updatedAt: string | null;
};

/** How full a course is now, apart from its page (which the CDN keeps for hours). */
export type CourseSeats = Pick<Course, 'currentStudents' | 'maxStudents'>;

export const QuestionSchema = z
  .object({
    uid: itemUid(),
    question: requiredText('Question text', 2000),
    type: z.enum(QUESTION_TYPES).default('multiple_choice'),
    options: z.array(trimmed(500)).max(10).default([]),
    correctAnswer: trimmed(2000).default(''),
    points: z.coerce.number().int().min(1, 'Question points must be at least 1').max(1000).default(1),
    /** Labels a draw can pick from ('LBW', 'ball tracking'). */
    tags: z
      .array(trimmed(50).min(1, 'A tag cannot be blank'))
      .max(10, 'At most 10 tags per question')
      .default([])
      .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'Tags must be unique'),
  })
  .superRefine((q, ctx) => {
    if (q.type === 'multiple_choice') {
      const filled = q.options.filter((o) => o.length > 0);
      if (filled.length < 2)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Multiple choice needs at least 2 options' });
      if (!filled.includes(q.correctAnswer))
        ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'Pick the correct option' });
    }
    if (q.type === 'true_false' && !['True', 'False'].includes(q.correctAnswer)) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'The correct answer must be True or False' });
    }
    if (q.type === 'short_answer' && !q.correctAnswer) {
      ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: 'A short answer question needs its correct answer' });
    }
  });
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A practice question inside a lesson (issue 39): the learner picks an option, then reveals the
 * answer. It counts towards nothing, so its answer travels with the lesson (decision 0080).
 */
export const SelfCheckQuestionSchema = z
  .object({
    question: requiredText('Self-check question', 1000),
    options: z
      .array(requiredText('Self-check option', 300))
      .min(2, 'A self-check question needs at least two options')
      .max(8, 'A self-check question has at most 8 options'),
    answer: requiredText('Self-check answer', 300),
    explanation: trimmed(2000).default(''),
  })
  .superRefine((q, ctx) => {
    if (!q.options.includes(q.answer))
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'The answer must be one of the options' });
    if (new Set(q.options).size !== q.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Self-check options must be different' });
  });
export type SelfCheckQuestion = z.infer<typeof SelfCheckQuestionSchema>;

export const LessonSchema = z.object({
  uid: itemUid(),
  title: requiredText('Lesson title', 200),
  description: trimmed(5000).default(''),
  type: z.enum(LESSON_TYPES).default('video'),
  content: z
    .object({
      videoUrl: mediaRef,
      documentUrl: mediaRef,
      content: trimmed(100_000).default(''),
      duration: z.coerce.number().int().min(0).max(1000).default(0),
    })
    .default({ content: '', duration: 0 }),
  order: z.coerce.number().int().min(1).max(1000).default(1),
  isRequired: z.boolean().default(true),
  points: z.coerce.number().int().min(0, 'Lesson points must be at least 0').max(1000).default(10),
  /** Mark as Complete waits until 90 % of the lesson's processed video has been played (issue 25). */
  requireWatching: z.boolean({ error: 'Require watching must be true or false' }).default(false),
  /** Practice questions shown under the lesson's text; absent on most lessons. */
  selfCheck: z.array(SelfCheckQuestionSchema).max(20, 'A lesson has at most 20 self-check questions').optional(),
  /** An assignment lesson with these takes submissions that its instructors mark (decision 0087). */
  assignment: AssignmentSettingsSchema.optional(),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** Draw `count` questions tagged `tag` for each attempt. */
export const TagDrawSchema = z
  .object({
    tag: trimmed(50).min(1, 'Name the tag to draw from'),
    count: z.coerce.number().int().min(1, 'Draw at least 1 question from a tag').max(200),
  })
  .strict();
export type TagDraw = z.infer<typeof TagDrawSchema>;

const hasTag = (question: { tags: string[] }, tag: string) =>
  question.tags.some((item) => item.toLowerCase() === tag.toLowerCase());

export const CheckpointSchema = z
  .object({
    uid: itemUid(),
    title: requiredText('Checkpoint title', 200),
    description: trimmed(5000).default(''),
    type: z.enum(CHECKPOINT_TYPES).default('quiz'),
    passingScore: z.coerce
      .number()
      .min(0, 'Passing score must be between 0 and 100')
      .max(100, 'Passing score must be between 0 and 100')
      .default(70),
    maxAttempts: z.coerce.number().int().min(1).max(100).default(3),
    order: z.coerce.number().int().min(1).max(1000).default(1),
    isRequired: z.boolean().default(true),
    questions: z.array(QuestionSchema).max(200).default([]),
    /** Serve N of the questions to each attempt, drawn at random; null serves them all. */
    questionsPerAttempt: z.coerce.number().int().min(1, 'Draw at least 1 question per attempt').max(200).nullable().default(null),
    /** Part of the draw taken by tag; the rest of `questionsPerAttempt` comes from any question. */
    drawByTag: z.array(TagDrawSchema).max(20).default([]),
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
  })
  .superRefine((checkpoint, ctx) => {
    const bank = checkpoint.questions.length;
    const byTag = checkpoint.drawByTag.reduce((sum, draw) => sum + draw.count, 0);
    const perAttempt = checkpoint.questionsPerAttempt;
    if (perAttempt !== null && perAttempt > bank)
      ctx.addIssue({
        code: 'custom',
        path: ['questionsPerAttempt'],
        message: `Cannot draw ${perAttempt} questions per attempt from a bank of ${bank}`,
      });
    checkpoint.drawByTag.forEach((draw, index) => {
      const tagged = checkpoint.questions.filter((question) => hasTag(question, draw.tag)).length;
      if (draw.count > tagged)
        ctx.addIssue({
          code: 'custom',
          path: ['drawByTag', index, 'count'],
          message: `Cannot draw ${draw.count} questions tagged '${draw.tag}': the bank has ${tagged}`,
        });
    });
    if (new Set(checkpoint.drawByTag.map((draw) => draw.tag.toLowerCase())).size !== checkpoint.drawByTag.length)
      ctx.addIssue({ code: 'custom', path: ['drawByTag'], message: 'Draw from each tag once' });
    if (perAttempt !== null && byTag > perAttempt)
      ctx.addIssue({
        code: 'custom',
        path: ['drawByTag'],
        message: `The draws by tag add up to ${byTag}, more than the ${perAttempt} questions per attempt`,
      });
    if (byTag > bank)
      ctx.addIssue({
        code: 'custom',
        path: ['drawByTag'],
        message: `The draws by tag add up to ${byTag}, more than the bank of ${bank}`,
      });
  });
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export const ModuleInputSchema = z
  .object({
    title: requiredText('Title', 200),
    description: requiredText('Description', 5000),
    order: z.coerce.number().int().min(1, 'Order must be at least 1').max(1000).default(1),
    duration: z.coerce.number().int().min(1, 'Duration must be at least 1 minute').max(100_000).default(60),
    isActive: z.boolean().default(true),
    completionCriteria: z.enum(COMPLETION_CRITERIA).default('all_lessons'),
    customCompletionRules: z
      .object({
        lessonsRequired: z.coerce.number().int().min(0).max(1000).default(0),
        checkpointsRequired: z.coerce.number().int().min(0).max(1000).default(0),
      })
      .default({ lessonsRequired: 0, checkpointsRequired: 0 }),
    lessons: z.array(LessonSchema).max(200).default([]),
    checkpoints: z.array(CheckpointSchema).max(50).default([]),
  })
  .strict();
export type ModuleInput = z.infer<typeof ModuleInputSchema>;

/** A module as stored and returned to admins: every lesson, checkpoint and question has a uid. */
export type CourseModule = Omit<ModuleInput, 'lessons' | 'checkpoints'> & {
  uid: string;
  courseId: string;
  /** Versions in other languages of the module and of each item (decision 0095): kept across edits of the English. */
  translations?: Translations<ModuleTranslation>;
  lessons: Array<Lesson & { uid: string; translations?: Translations<LessonTranslation> }>;
  checkpoints: Array<
    Omit<Checkpoint, 'questions'> & {
      uid: string;
      translations?: Translations<CheckpointTranslation>;
      questions: Array<Question & { uid: string; translations?: Translations<QuestionTranslation> }>;
    }
  >;
};

/** A question as a learner sees it before grading: never the correct answer. */
export type PublicQuestion = Omit<Question, 'correctAnswer'> & { uid: string };

export const EnrollmentBodySchema = z
  .object({
    courseId: documentId('Course'),
    paymentMethod: z.literal('card', { error: 'Only card payments are accepted' }),
    amount: z.coerce.number({ error: 'Amount is required' }).min(0).max(10_000_000),
  })
  .strict();
export type EnrollmentBody = z.infer<typeof EnrollmentBodySchema>;

export const LessonProgressBodySchema = z
  .object({
    progress: z.coerce.number().min(0).max(100),
    completed: z.boolean(),
    timeSpent: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export const AttemptBodySchema = z
  .object({
    answers: z.array(text().max(10_000)).max(200),
    timeSpent: z.coerce.number().int().min(0).max(1_000_000),
  })
  .strict();
export type AttemptBody = z.infer<typeof AttemptBodySchema>;

/** A reviewer's marks for the essays of one attempt: each essay by its question's position. */
export const ReviewBodySchema = z
  .object({
    marks: z
      .array(
        z
          .object({
            index: z.coerce.number().int().min(0).max(199),
            points: z.coerce
              .number({ error: 'Points are required' })
              .int('Points must be a whole number')
              .min(0, 'Points cannot be negative')
              .max(1000),
            feedback: trimmed(5000).default(''),
          })
          .strict(),
      )
      .min(1, 'Mark at least one essay')
      .max(200),
  })
  .strict();
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export interface QuestionResult {
  question: string;
  type: (typeof QUESTION_TYPES)[number];
  userAnswer: string;
  /** Null until the key can no longer help: the checkpoint is passed or its last attempt used. */
  correctAnswer: string | null;
  isCorrect: boolean;
  points: number;
  earnedPoints: number;
  /** An essay a person has yet to mark. */
  awaitingReview: boolean;
  /** The reviewer's note on an essay, once marked. */
  feedback: string | null;
}

export interface Certificate {
  certificateId: string;
  studentName: string;
  courseName: string;
  instructorName: string;
  completedAt: string;
  /** Null on a certificate of completion: a course without checkpoints has nothing to score. */
  grade: string | null;
  score: number | null;
  verificationUrl: string;
  issuedAt: string;
  status: 'active' | 'revoked' | 'superseded';
  /**
   * Earned in another language than English (its checkpoint taken in it): the course's name in that
   * language, which the signed credential names beside the English `courseName`. Absent on English ones.
   */
  earnedIn?: { language: Locale; courseName: string };
}

const VIDEO_SIZE = 'The video must be between 1 byte and the upload limit';

/** A file's own name, as its author knows it: no folders, at most 200 characters. */
export const mediaFileName = trimmed(200)
  .transform((name) => name.split(/[\\/]/).pop() ?? '')
  .optional();

/*
 * The media library (issue 39): the uploaded files the courses use, by the names they were uploaded
 * under, for an author to pick instead of uploading again.
 *   GET /api/admin/media-library?kind=image|video|document -> { items: MediaLibraryItem[] } (authors: their courses')
 */
export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export const MediaLibraryQuerySchema = z.strictObject({
  kind: z.enum(MEDIA_KINDS, { error: 'Kind must be image, video or document' }),
});

export interface MediaLibraryItem {
  url: string;
  /** The name it was uploaded under, or where it is used when that is not known (uploaded before names were kept). */
  name: string;
  /** "Course · lesson" for each use, at most five. */
  usedIn: string[];
}

/** POST /api/admin/uploads/videos: a resumable upload session for one video (the limit is the API's setting). */
export const VideoUploadInputSchema = z.object({
  contentType: z
    .string({ error: 'Only a video can be uploaded this way: the content type must be video/…' })
    .regex(/^video\/[a-z0-9.+-]{1,60}$/i, 'Only a video can be uploaded this way: the content type must be video/…'),
  size: z.number({ error: VIDEO_SIZE }).int(VIDEO_SIZE).min(1, VIDEO_SIZE),
  /** The file's name on the author's computer: what the media library calls it. */
  name: mediaFileName,
});
export type VideoUploadInput = z.infer<typeof VideoUploadInputSchema>;

/** POST /api/admin/uploads/videos/:uploadId/complete: what the video is for (a lesson's is paid). */
export const VideoUploadCompleteSchema = z
  .object({ use: z.enum(['lesson', 'highlight'], { error: 'The video is for a lesson or a highlight' }).default('lesson') })
  .default({ use: 'lesson' });

/** A processed (or processing) video as the back-office sees it. */
export interface AdminVideoStatus {
  id: string;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  percent: number;
  reason: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  renditions: { name: string; width: number; height: number }[];
  /** The master playlist, signed for the admin when the video is paid; null until ready. */
  url: string | null;
  posterUrl: string | null;
  thumbnailsUrl: string | null;
  /** Its caption files, one per language, signed like its other files; allowed before it is ready. */
  captions: VideoCaption[];
}
