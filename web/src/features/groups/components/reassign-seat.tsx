import type { MemberView } from '@contract';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';

import { notifySuccess } from '@/lib/notify';
import { useFormSubmit } from '@/lib/use-form-submit';

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
  const { saving, error, setError, submit } = useFormSubmit('Could not reassign the seat');

  const close = () => {
    setOpened(false);
    setEmail('');
    setError(null);
  };

  const reassign = submit(async () => {
    notifySuccess(await reassignSeat(groupId, member.assignmentId, email.trim()));
    close();
    onReassigned();
  });

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
        <form onSubmit={(event) => void reassign(event)} noValidate>
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
