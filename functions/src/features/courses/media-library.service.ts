import type { Course, CourseModule, MEDIA_KINDS, MediaLibraryItem } from '../../contract';
import type { StaffScope } from '../staff/staff.service';
import { mediaNamesOf } from '../video/upload-records.service';

import { listModules } from './catalog.service';
import { findCourses, listCourses } from './courses.repository';

type Kind = (typeof MEDIA_KINDS)[number];

const USES_SHOWN = 5;
const KIND_NAMES: Record<Kind, string> = { image: 'Image', video: 'Video', document: 'Document' };

/**
 * A file's name when none was kept: its own when a person chose it (the demo's files), else where
 * it is used (an upload is stored under a random id, a processed video as its playlist).
 */
function fallbackName(url: string, kind: Kind, firstPlace: string): string {
  const file = url.split('/').pop() ?? '';
  const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(file) || file === 'master.m3u8';
  return generated ? `${KIND_NAMES[kind]} in ${firstPlace}` : decodeURIComponent(file);
}

/** Where each of the course's files of `kind` is used, as "Course · place". */
function usesIn(course: Course, modules: CourseModule[], kind: Kind): Array<[string | null | undefined, string]> {
  if (kind === 'image')
    return [
      [course.coverImage, `${course.title} · cover`],
      [course.instructor.image, `${course.title} · instructor photo`],
    ];
  return modules.flatMap((module) =>
    module.lessons.map(
      (lesson) =>
        [kind === 'video' ? lesson.content.videoUrl : lesson.content.documentUrl, `${course.title} · ${lesson.title}`] as [
          string | null | undefined,
          string,
        ],
    ),
  );
}

/**
 * The uploaded files of one kind that the caller's courses use (an admin's: every course's), by the
 * name each was uploaded under, with where it is used. Links to other sites are not in it: the
 * library holds what was uploaded here.
 */
export async function mediaLibrary(scope: StaffScope, kind: Kind): Promise<MediaLibraryItem[]> {
  const courses = scope.all ? await listCourses({ activeOnly: false }) : [...(await findCourses(scope.courseIds)).values()];
  const modules = kind === 'image' ? courses.map(() => []) : await Promise.all(courses.map((course) => listModules(course.uid)));
  const uses = new Map<string, string[]>();
  courses.forEach((course, index) => {
    for (const [url, place] of usesIn(course, modules[index], kind)) {
      if (!url?.startsWith('/uploads/')) continue;
      uses.set(url, [...(uses.get(url) ?? []), place]);
    }
  });
  const names = await mediaNamesOf([...uses.keys()]);
  return [...uses]
    .map(([url, places]) => ({
      url,
      name: names.get(url) ?? fallbackName(url, kind, places[0]),
      usedIn: places.slice(0, USES_SHOWN),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
