import type { Course, CourseInput, CourseModule, MEDIA_KINDS, MediaLibraryItem, ModuleInput } from '@contract';

import { api, type ApiEnvelope } from '@/lib/api-client';

export async function getAdminCourses(signal?: AbortSignal): Promise<Course[]> {
  return (await api.get<ApiEnvelope<{ courses: Course[] }>>('/admin/courses', { signal, errorMessage: 'Failed to load courses' }))
    .data.courses;
}

export async function getAdminCourse(id: string, signal?: AbortSignal): Promise<{ course: Course; modules: CourseModule[] }> {
  return (
    await api.get<ApiEnvelope<{ course: Course; modules: CourseModule[] }>>(`/admin/courses/${encodeURIComponent(id)}`, {
      signal,
      errorMessage: 'Failed to load course',
    })
  ).data;
}

/** Creates (no id) or replaces a course; resolves with the server's message. */
export async function saveAdminCourse(id: string | null, body: CourseInput): Promise<string> {
  const path = id ? `/admin/courses/${encodeURIComponent(id)}` : '/admin/courses';
  const res = id ? await api.put<ApiEnvelope<unknown>>(path, body) : await api.post<ApiEnvelope<unknown>>(path, body);
  return res.message ?? '';
}

export async function getAdminModule(id: string, signal?: AbortSignal): Promise<CourseModule> {
  return (
    await api.get<ApiEnvelope<{ module: CourseModule }>>(`/admin/modules/${encodeURIComponent(id)}`, {
      signal,
      errorMessage: 'Failed to load module',
    })
  ).data.module;
}

/** Creates a module in a course (no id) or replaces one; resolves with the server's message. */
export async function saveAdminModule(courseId: string, id: string | null, body: ModuleInput): Promise<string> {
  const res = id
    ? await api.put<ApiEnvelope<unknown>>(`/admin/modules/${encodeURIComponent(id)}`, body)
    : await api.post<ApiEnvelope<unknown>>(`/admin/courses/${encodeURIComponent(courseId)}/modules`, body);
  return res.message ?? '';
}

/** Uploads a cover, instructor photo, lesson video or PDF; resolves with its URL. */
export async function uploadCourseMedia(kind: 'image' | 'video' | 'document', file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return (await api.post<ApiEnvelope<{ url: string }>>('/admin/uploads', form, { errorMessage: 'Failed to upload file' })).data
    .url;
}

export type MediaLibraryKind = (typeof MEDIA_KINDS)[number];

const libraries = new Map<MediaLibraryKind, Promise<MediaLibraryItem[]>>();

/**
 * The files the author's courses use, of one kind, by name: read once per kind and page, and again
 * after an upload (`fresh`), so a file just uploaded shows by its name.
 */
export function mediaLibrary(kind: MediaLibraryKind, fresh = false): Promise<MediaLibraryItem[]> {
  const known = libraries.get(kind);
  if (known && !fresh) return known;
  const loading = api
    .get<ApiEnvelope<{ items: MediaLibraryItem[] }>>('/admin/media-library', {
      query: { kind },
      errorMessage: 'Could not load the media library',
    })
    .then((res) => res.data.items);
  libraries.set(kind, loading);
  loading.catch(() => libraries.delete(kind));
  return loading;
}
