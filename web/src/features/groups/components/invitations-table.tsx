import type { InvitationView } from '@contract';
import { Badge, Button, Table } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';

import { formatDate } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { resendInvitation, revokeInvitation } from '../api/group-api';

import classes from './groups.module.css';
import { INVITATION_STATUS } from './labels';

function confirmRevoke(email: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Revoke invitation',
      children: `Revoke the invitation to ${email}? Their link stops working; you can invite them again later.`,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'ball' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Who was invited to which course, and where each invitation stands; re-send or revoke one not yet claimed. */
export function InvitationsTable({
  groupId,
  invitations,
  onChanged,
}: {
  groupId: string;
  invitations: InvitationView[];
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const act = async (invitation: InvitationView, action: 'resend' | 'revoke') => {
    if (action === 'revoke' && !(await confirmRevoke(invitation.email))) return;
    setBusy(invitation.id);
    try {
      notifySuccess(
        action === 'resend' ? await resendInvitation(groupId, invitation.id) : await revokeInvitation(groupId, invitation.id),
      );
      onChanged();
    } catch (error) {
      notifyApiError(error, action === 'resend' ? 'Could not send the invitation again' : 'Could not revoke the invitation');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Table className={classes.table} verticalSpacing="sm" aria-label="Invitations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Email</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Sent</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invitations.map((invitation) => {
          const open = invitation.status === 'pending' || invitation.status === 'expired';
          return (
            <Table.Tr key={invitation.id}>
              <Table.Td data-label="Email">{invitation.email}</Table.Td>
              <Table.Td data-label="Course">{invitation.courseTitle}</Table.Td>
              <Table.Td data-label="Status">
                <span>
                  <Badge variant="outline" color={INVITATION_STATUS[invitation.status].color}>
                    {INVITATION_STATUS[invitation.status].label}
                  </Badge>
                  {invitation.status === 'pending' && invitation.expiresAt && (
                    <span className={classes.small}>Link valid until {formatDate(invitation.expiresAt)}</span>
                  )}
                  {invitation.status === 'claimed' && invitation.claimedAt && (
                    <span className={classes.small}>{formatDate(invitation.claimedAt)}</span>
                  )}
                </span>
              </Table.Td>
              <Table.Td data-label="Sent">
                <span>
                  {formatDate(invitation.sentAt)}
                  {invitation.sentCount > 1 && <span className={classes.small}>{invitation.sentCount} times</span>}
                </span>
              </Table.Td>
              <Table.Td data-label="Actions">
                {open ? (
                  <div className={classes.actions}>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy !== null}
                      loading={busy === invitation.id}
                      onClick={() => void act(invitation, 'resend')}
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="ball"
                      disabled={busy !== null}
                      onClick={() => void act(invitation, 'revoke')}
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </Button>
                  </div>
                ) : (
                  <span className={classes.muted}>—</span>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
