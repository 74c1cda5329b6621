import '@mantine/core/styles/Progress.layer.css';

import { certificateVerificationPath, type MemberView } from '@contract';
import { Anchor, Badge, Progress, Table } from '@mantine/core';
import { Link } from 'react-router-dom';

import classes from './groups.module.css';
import { ReassignSeat } from './reassign-seat';

/**
 * The group's people as a coordinator needs them: progress, best checkpoint scores, completion,
 * certificate. Never their answers. With `reassign`, a member who has not started can be replaced.
 */
export function MembersTable({
  members,
  reassign,
}: {
  members: MemberView[];
  reassign?: { groupId: string; onReassigned: () => void };
}) {
  return (
    <Table className={classes.table} verticalSpacing="sm" aria-label="Members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Member</Table.Th>
          <Table.Th>Course</Table.Th>
          <Table.Th>Progress</Table.Th>
          <Table.Th>Checkpoints (best score)</Table.Th>
          <Table.Th>Completed</Table.Th>
          <Table.Th>Certificate</Table.Th>
          {reassign && <Table.Th>Seat</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => (
          <Table.Tr key={`${member.uid}-${member.courseId}`}>
            <Table.Td data-label="Member">
              <span>
                <strong>{member.name}</strong>
                <span className={classes.small}>{member.email}</span>
              </span>
            </Table.Td>
            <Table.Td data-label="Course">{member.courseTitle}</Table.Td>
            <Table.Td data-label="Progress">
              <div className={classes.progressCell}>
                <span>{member.progress}%</span>
                <Progress
                  value={member.progress}
                  color="pitch.7"
                  radius="xl"
                  aria-label={`${member.name}: ${member.progress}% complete`}
                />
              </div>
            </Table.Td>
            <Table.Td data-label="Checkpoints">
              {member.checkpoints.length === 0 ? (
                <span className={classes.muted}>—</span>
              ) : (
                <ul className={classes.scores}>
                  {member.checkpoints.map((checkpoint) => (
                    <li key={checkpoint.checkpointUid}>
                      {checkpoint.title}:{' '}
                      {checkpoint.bestScore === null ? (
                        <span className={classes.muted}>not tried</span>
                      ) : (
                        <strong>
                          {checkpoint.bestScore}%{checkpoint.passed ? ' · passed' : ''}
                        </strong>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Table.Td>
            <Table.Td data-label="Completed">
              {member.completed ? (
                <Badge variant="outline" color="pitch.8">
                  Completed
                </Badge>
              ) : (
                <span className={classes.muted}>Not yet</span>
              )}
            </Table.Td>
            <Table.Td data-label="Certificate">
              {member.certificateId ? (
                <Anchor component={Link} to={certificateVerificationPath(member.certificateId)} size="sm">
                  View certificate
                </Anchor>
              ) : (
                <span className={classes.muted}>—</span>
              )}
            </Table.Td>
            {reassign && (
              <Table.Td data-label="Seat">
                {member.started ? (
                  <span className={classes.muted}>Started</span>
                ) : (
                  <ReassignSeat groupId={reassign.groupId} member={member} onReassigned={reassign.onReassigned} />
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
