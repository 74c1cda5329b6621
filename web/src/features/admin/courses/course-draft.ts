import { COURSE_CATEGORIES, type Course } from '@contract';

/** A course as its form holds it: numbers as typed text, a week's topics one per line. */
export interface CourseDraft {
  title: string;
  price: string;
  originalPrice: string;
  duration: string;
  level: string;
  category: string;
  shortDescription: string;
  description: string;
  maxStudents: string;
  isActive: boolean;
  coverImage: string;
  instructor: { name: string; bio: string; image: string };
  whatYouWillLearn: string[];
  requirements: string[];
  tags: string[];
  features: { icon: string; title: string; description: string }[];
  curriculum: { week: string; title: string; duration: string; topics: string }[];
  requirePassedAssignments: boolean;
}

export function draftOf(course: Course | null): CourseDraft {
  return {
    title: course?.title ?? '',
    price: course ? String(course.price) : '',
    originalPrice: course?.originalPrice != null ? String(course.originalPrice) : '',
    duration: course?.duration ?? '',
    level: course?.level ?? 'Beginner',
    category: course?.category ?? COURSE_CATEGORIES[0],
    shortDescription: course?.shortDescription ?? '',
    description: course?.description ?? '',
    maxStudents: String(course?.maxStudents ?? 50),
    isActive: course?.isActive ?? true,
    coverImage: course?.coverImage ?? '',
    instructor: { name: course?.instructor.name ?? '', bio: course?.instructor.bio ?? '', image: course?.instructor.image ?? '' },
    whatYouWillLearn: course?.whatYouWillLearn ?? [],
    requirements: course?.requirements ?? [],
    tags: course?.tags ?? [],
    features: course?.features.map((f) => ({ icon: f.icon, title: f.title, description: f.description })) ?? [],
    curriculum:
      course?.curriculum.map((w) => ({
        week: String(w.week),
        title: w.title,
        duration: w.duration,
        topics: w.topics.join('\n'),
      })) ?? [],
    requirePassedAssignments: course?.requirePassedAssignments ?? false,
  };
}

/** The draft as the API takes it: numbers as numbers, blanks as absent, topics one per line. */
export function bodyOf(draft: CourseDraft): Record<string, unknown> {
  return {
    ...draft,
    price: draft.price.trim() === '' ? undefined : Number(draft.price),
    originalPrice: draft.originalPrice.trim() === '' ? null : Number(draft.originalPrice),
    maxStudents: draft.maxStudents.trim() === '' ? 50 : Number(draft.maxStudents),
    coverImage: draft.coverImage.trim() || null,
    instructor: { ...draft.instructor, image: draft.instructor.image.trim() || null },
    curriculum: draft.curriculum.map((week) => ({
      ...week,
      week: Number(week.week),
      topics: week.topics
        .split('\n')
        .map((topic) => topic.trim())
        .filter(Boolean),
    })),
  };
}
