import type { User } from '@contract';
import { Button, Group, Modal, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getAdminCourses } from '../courses/course-api';

import { getStaffCourses, saveStaffCourses } from './staff-courses-api';

/**
 * An account's staff courses (decision 0073): the courses whose essays it reviews and reports it
 * reads (instructor), and the courses it edits (author). Saved as a whole; the server checks each course.
 */
export function StaffCoursesEditor({ user, onClose }: { user: User; onClose: () => void }) {
  const courses = useApiData(getAdminCourses, [], 'Failed to load courses');
  const current = useApiData((signal) => getStaffCourses(user.uid, signal), [user.uid]);
  const [draft, setDraft] = useState<{ instructorOf: string[]; authorOf: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const ready = courses.status === 'ready' && current.status === 'ready';
  const value =
    draft ??
    (current.status === 'ready'
      ? { instructorOf: current.data.instructorOf.map((c) => c.id), authorOf: current.data.authorOf.map((c) => c.id) }
      : { instructorOf: [], authorOf: [] });
  const options = courses.status === 'ready' ? courses.data.map((course) => ({ value: course.uid, label: course.title })) : [];

  const save = async () => {
    setSaving(true);
    try {
      notifySuccess(await saveStaffCourses(user.uid, value));
      onClose();
    } catch (error) {
      notifyApiError(error, 'Failed to save staff courses');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Staff courses: ${user.name}`} size="lg">
      {!ready && (courses.status === 'error' || current.status === 'error') && (
        <Text role="alert" c="ball.8">
          {courses.status === 'error' ? courses.message : current.status === 'error' ? current.message : ''}
        </Text>
      )}
      {!ready && courses.status !== 'error' && current.status !== 'error' && <Skeleton height={120} />}
      {ready && (
        <Stack>
          <MultiSelect
            label="Instructor of"
            description="Reviews these courses' essays and reads their reports."
            data={options}
            value={value.instructorOf}
            onChange={(instructorOf) => setDraft({ ...value, instructorOf })}
            searchable
            clearable
          />
          <MultiSelect
            label="Course author of"
            description="Edits these courses, their modules, lessons and questions; never their price."
            data={options}
            value={value.authorOf}
            onChange={(authorOf) => setDraft({ ...value, authorOf })}
            searchable
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={saving} onClick={() => void save()}>
              Save staff courses
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
