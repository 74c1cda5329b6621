import type { MemberView } from '@contract';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { reassignSeat } from '../api/group-api';

/**
 * 'Reassign' on a member who has not started: the seat goes back to the group, the new address is
 * invited to the same course, and the member is told by mail. The server refuses a started seat.
 */
export function ReassignSeat({
  groupId,
  member,
  onReassigned,
}: {
  groupId: string;
  member: MemberView;
  onReassigned: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setOpened(false);
    setEmail('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      notifySuccess(await reassignSeat(groupId, member.assignmentId, email.trim()));
      close();
      onReassigned();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
      else notifyApiError(failure, 'Could not reassign the seat');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowsExchange size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`Reassign ${member.name || member.email}'s seat`}
      >
        Reassign
      </Button>
      <Modal opened={opened} onClose={close} title="Reassign seat" centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p>
            {member.name || member.email} has not started {member.courseTitle}. Their seat goes back to your group and the address
            below is invited to claim it; {member.name || member.email} is told by mail.
          </p>
          <TextInput
            label="New person's email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={!email.trim()}>
              Reassign
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}
