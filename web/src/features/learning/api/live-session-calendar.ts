import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** "Add to calendar": the session's .ics, fetched with the learner's session (the path the course view gives). */
export async function downloadSessionCalendar(calendarPath: string): Promise<void> {
  const { file, filename } = await apiFile(calendarPath.replace(/^\/api/, ''), 'Could not download the calendar file');
  saveFile(file, filename ?? 'live-session.ics');
}
