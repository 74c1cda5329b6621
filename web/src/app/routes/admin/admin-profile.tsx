import '@/features/auth/auth-styles';

import { Button, Paper, Text, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { ProfileForm } from '@/features/auth/components/profile-form';
import { useCurrentUser } from '@/features/auth/stores/session-store';
import { UserAvatar } from '@/ui/header/user-avatar';
import { RoleBadge } from '@/ui/role-badge';

/** /admin/profile: who is signed in; Edit Profile opens the name, email and Change Password form. */
export function AdminProfile() {
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <Paper withBorder radius="lg" p="xl" maw={760}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 20 }}>
        <UserAvatar user={user} size={72} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} size="h3">
            {user.name}
          </Title>
          <Text c="dimmed">{user.email}</Text>
          <RoleBadge role={user.role} size="md" />
        </div>
        <Button
          variant={editing ? 'default' : 'filled'}
          leftSection={editing ? <IconX size={16} aria-hidden /> : <IconPencil size={16} aria-hidden />}
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
        >
          {editing ? 'Cancel' : 'Edit Profile'}
        </Button>
      </div>
      {editing && (
        <div style={{ marginTop: 28 }}>
          <ProfileForm key={user.uid} user={user} />
        </div>
      )}
    </Paper>
  );
}
