import type { User } from '@contract';
import { Badge, Button, Group } from '@mantine/core';
import { useState } from 'react';

import { useApiData } from '@/lib/use-api-data';

import { getAdminPage, runAdminAction } from '../shared/admin-api';
import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { ListPage } from '../shared/list-page';
import { useAdminAction } from '../shared/use-admin-action';
import { usePageParam } from '../shared/use-page-param';

import { StaffCoursesEditor } from './staff-courses-editor';

const PAGE_SIZE = 10;

/** /admin/users: every account, ten a page; block or unblock anyone but yourself; give a learner staff courses. */
export function UsersPage({ currentUid }: { currentUid: string }) {
  const [page, setPage] = usePageParam();
  const list = useApiData(
    (signal) => getAdminPage<User>('/users', { page, limit: PAGE_SIZE }, 'Failed to load users', signal),
    [page],
  );
  const { busy, run } = useAdminAction(list.reload);
  const [staffOf, setStaffOf] = useState<User | null>(null);

  const toggle = async (user: User) => {
    const verb = user.isBlocked ? 'unblock' : 'block';
    if (
      !(await confirmAction(
        `${user.isBlocked ? 'Unblock' : 'Block'} user`,
        `Are you sure you want to ${verb} ${user.name}?`,
        user.isBlocked ? 'Unblock' : 'Block',
      ))
    )
      return;
    const failure = `Failed to ${verb} user`;
    await run(user.uid, () => runAdminAction('PUT', `/users/${encodeURIComponent(user.uid)}/status`, failure), failure);
  };

  const columns: Column<User>[] = [
    { header: 'Sr No.', cell: (_user, index) => (page - 1) * PAGE_SIZE + index + 1 },
    { header: 'Name', cell: (user) => user.name },
    { header: 'Email', cell: (user) => user.email, wide: true },
    {
      header: 'Role',
      cell: (user) => (
        <Badge variant="light" color={user.role === 'admin' ? 'ball' : 'navy'}>
          {user.role}
        </Badge>
      ),
    },
    {
      header: 'Status',
      cell: (user) => (
        <Badge variant="outline" color={user.isBlocked ? 'ball.8' : 'pitch.8'}>
          {user.isBlocked ? 'Blocked' : 'Active'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (user) =>
        user.uid === currentUid ? (
          <span className={classes.muted}>You</span>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              color={user.isBlocked ? 'navy' : 'ball'}
              loading={busy === user.uid}
              disabled={busy !== null}
              onClick={() => void toggle(user)}
            >
              {user.isBlocked ? 'Unblock' : 'Block'}
            </Button>
            {user.role !== 'admin' && (
              <Button size="xs" variant="default" onClick={() => setStaffOf(user)}>
                Staff courses
              </Button>
            )}
          </Group>
        ),
    },
  ];

  return (
    <>
      {staffOf && <StaffCoursesEditor user={staffOf} onClose={() => setStaffOf(null)} />}
      <ListPage
        title="Users"
        table={{
          label: 'Users',
          columns,
          state: list.status === 'ready' ? { status: 'ready', data: list.data.items } : list,
          empty: 'No users found.',
          rowKey: (user) => user.uid,
          onRetry: list.reload,
        }}
        paging={list.status === 'ready' ? { page, total: list.data.total, pageSize: PAGE_SIZE, onChange: setPage } : null}
      />
    </>
  );
}
