import type { MemberView } from '@contract';
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { answerApi } from '@/test/api-answers';
import { renderPart } from '@/test/render';

import { ReassignSeat } from './reassign-seat';

const member: MemberView = {
  uid: 'uid1',
  name: 'Asha Patil',
  email: 'asha@example.com',
  courseId: 'course1',
  courseTitle: 'Video Analyst',
  progress: 0,
  completed: false,
  checkpoints: [],
  certificateId: null,
  claimedAt: '2026-11-20T10:00:00.000Z',
  assignmentId: 'group1_course1_uid1',
  started: false,
};

async function reassignTo(email: string) {
  const onReassigned = vi.fn();
  const { user } = renderPart(
    <>
      <Notifications />
      <ReassignSeat groupId="group1" member={member} onReassigned={onReassigned} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: "Reassign Asha Patil's seat" }));
  await user.click(await screen.findByLabelText(/New person's email/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Reassign' }));
  return { onReassigned, user };
}

describe("a modal form's submit (reassigning a seat)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's refusal on the form, keeps it open and saves nothing", async () => {
    const refusal = 'Asha Patil has started this course: the seat cannot be reassigned';
    answerApi(() => ({ status: 409, body: { success: false, message: refusal } }));
    const { onReassigned } = await reassignTo('next@example.com');
    const dialog = screen.getByRole('dialog', { name: 'Reassign seat' });
    await within(dialog).findByText(refusal);
    // On the form, not in a toast as well.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(onReassigned).not.toHaveBeenCalled();
  });

  it('notifies a failure that is not the form’s, and reports success once', async () => {
    let attempt = 0;
    const sent = answerApi(() =>
      (attempt += 1) === 1
        ? { status: 503, body: { success: false, message: 'Service unavailable' } }
        : { body: { success: true, message: 'The seat is free again and next@example.com is invited', data: {} } },
    );
    const { onReassigned, user } = await reassignTo('next@example.com');
    await screen.findByText('Service unavailable');
    expect(within(screen.getByRole('dialog', { name: 'Reassign seat' })).queryByText('Service unavailable')).toBeNull();
    expect(onReassigned).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    await screen.findByText('The seat is free again and next@example.com is invited');
    expect(onReassigned).toHaveBeenCalledOnce();
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/groups/group1/seats/group1_course1_uid1/reassign', { email: 'next@example.com' }],
      ['POST', '/api/groups/group1/seats/group1_course1_uid1/reassign', { email: 'next@example.com' }],
    ]);
  });
});
