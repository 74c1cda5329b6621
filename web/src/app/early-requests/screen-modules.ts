import { offlineFiles, type ViteManifest } from '../../service-worker/build-service-worker';

/** The route modules each screen of the early-requests script opens, under that script's name for it. */
export const SCREEN_MODULES: Record<string, string[]> = {
  courses: ['src/app/routes/my-courses-route.tsx'],
  course: ['src/features/learning/components/learner-course-page.tsx'],
  checkpoint: ['src/features/learning/components/checkpoint-page.tsx'],
  profile: ['src/app/routes/profile-route.tsx'],
  'admin-dashboard': ['src/app/routes/admin/admin-shell.tsx', 'src/features/admin/dashboard/dashboard-page.tsx'],
  'admin-courses': ['src/app/routes/admin/admin-shell.tsx', 'src/app/routes/admin/admin-courses.tsx'],
};

/** Each screen's own scripts: its module and what that imports, less what the shell loads anyway. */
export function screenModuleFiles(manifest: ViteManifest): Record<string, string[]> {
  const started = new Set(offlineFiles(manifest, ['index.html']));
  return Object.fromEntries(
    Object.entries(SCREEN_MODULES).map(([screen, modules]) => [
      screen,
      offlineFiles(manifest, modules).filter((file) => file.endsWith('.js') && !started.has(file)),
    ]),
  );
}
