import type { CourseModule } from '@contract';
import { Badge, Button } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconReportAnalytics } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../shared/admin-api';
import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { ListPage } from '../shared/list-page';
import { useAdminAction } from '../shared/use-admin-action';

import { TranslationButtons } from '../translations/translation-buttons';
import { translationEditorPath } from '../translations/translation-path';

import { getAdminCourse } from './course-api';

export const modulePath = (courseId: string, moduleId: string) =>
  `/admin/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}`;

/**
 * /admin/courses/{courseId} (and …/modules): the course's modules in order. `learnerScreens` (an
 * admin's) links its accommodations and learner report, which a course author does not open (decision 0073).
 */
export function CourseModulesPage({ learnerScreens = true }: { learnerScreens?: boolean }) {
  const { courseId = '' } = useParams();
  const loaded = useApiData((signal) => getAdminCourse(courseId, signal), [courseId], 'Failed to load course');
  const { busy, run } = useAdminAction(loaded.reload);

  const remove = async (module: CourseModule) => {
    if (!(await confirmAction('Delete module', 'Are you sure you want to delete this module?', 'Delete'))) return;
    await run(
      module.uid,
      () => runAdminAction('DELETE', `/admin/modules/${encodeURIComponent(module.uid)}`, 'Failed to delete module'),
      'Failed to delete module',
    );
  };

  const columns: Column<CourseModule>[] = [
    { header: 'Order', cell: (m) => m.order },
    { header: 'Title', cell: (m) => <strong>{m.title}</strong> },
    { header: 'Lessons', cell: (m) => m.lessons.length, wide: true },
    { header: 'Checkpoints', cell: (m) => m.checkpoints.length, wide: true },
    {
      header: 'Status',
      cell: (m) => (
        <Badge variant="outline" color={m.isActive ? 'pitch.8' : 'gray.7'}>
          {m.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (m) => (
        <div className={classes.actions}>
          <Button size="xs" variant="default" component={Link} to={modulePath(courseId, m.uid)}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void remove(m)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <ListPage
      title={loaded.status === 'ready' ? `${loaded.data.course.title}: modules` : 'Modules'}
      actions={
        <div className={classes.actions}>
          <Button variant="subtle" component={Link} to="/admin/courses" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back to Courses
          </Button>
          {learnerScreens && (
            <>
              <Button variant="default" component={Link} to={`/admin/courses/${encodeURIComponent(courseId)}/accommodations`}>
                Accommodations
              </Button>
              <Button
                variant="default"
                component={Link}
                to={`/admin/courses/${encodeURIComponent(courseId)}/report`}
                leftSection={<IconReportAnalytics size={16} aria-hidden />}
              >
                Learner report
              </Button>
            </>
          )}
          <TranslationButtons pathOf={(locale) => translationEditorPath(courseId, locale)} />
          <Button
            component={Link}
            to={`/admin/courses/${encodeURIComponent(courseId)}/modules/new`}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add Module
          </Button>
        </div>
      }
      table={{
        label: 'Modules',
        columns,
        state: loaded.status === 'ready' ? { status: 'ready', data: loaded.data.modules } : loaded,
        empty: 'No modules yet. Add the first one.',
        rowKey: (m) => m.uid,
        onRetry: loaded.reload,
      }}
    />
  );
}
