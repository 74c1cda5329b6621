import type { MemberView } from '@contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { renderPart } from '@/test/render';

import { reassignSeat } from '../api/group-api';

import { ReassignSeat } from './reassign-seat';

vi.mock('../api/group-api', () => ({ reassignSeat: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notifyApiError: vi.fn(), notifySuccess: vi.fn() }));

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
  const { user } = renderPart(<ReassignSeat groupId="group1" member={member} onReassigned={onReassigned} />);
  await user.click(screen.getByRole('button', { name: "Reassign Asha Patil's seat" }));
  await user.click(await screen.findByLabelText(/New person's email/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Reassign' }));
  return { onReassigned, user };
}

describe("a modal form's submit (reassigning a seat)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the server's refusal on the form, keeps it open and saves nothing", async () => {
    vi.mocked(reassignSeat).mockRejectedValueOnce(new ApiError(409, 'Asha Patil has started this course: the seat cannot be reassigned'));
    const { onReassigned } = await reassignTo('next@example.com');
    await screen.findByText('Asha Patil has started this course: the seat cannot be reassigned');
    expect(screen.getByRole('dialog', { name: 'Reassign seat' })).toBeTruthy();
    expect(onReassigned).not.toHaveBeenCalled();
    expect(notifyApiError).not.toHaveBeenCalled();
  });

  it('notifies a failure that is not the form’s, and reports success once', async () => {
    const unavailable = new ApiError(503, 'Service unavailable');
    vi.mocked(reassignSeat).mockRejectedValueOnce(unavailable);
    const { onReassigned, user } = await reassignTo('next@example.com');
    await vi.waitFor(() => expect(notifyApiError).toHaveBeenCalledWith(unavailable, 'Could not reassign the seat'));
    expect(screen.queryByText('Service unavailable')).toBeNull();
    expect(onReassigned).not.toHaveBeenCalled();

    vi.mocked(reassignSeat).mockResolvedValueOnce('The seat is free again and next@example.com is invited');
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('The seat is free again and next@example.com is invited'));
    expect(onReassigned).toHaveBeenCalledOnce();
    expect(reassignSeat).toHaveBeenLastCalledWith('group1', 'group1_course1_uid1', 'next@example.com');
  });
});
