import type { MemberList, MemberView } from '@contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerApi, type SentRequest } from '@/test/api-answers';
import { renderPart } from '@/test/render';

import { MembersPanel } from './group-panels';

const member = (name: string): MemberView => ({
  uid: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  courseId: 'course1',
  courseTitle: 'Video Analyst',
  progress: 40,
  completed: false,
  checkpoints: [],
  certificateId: null,
  claimedAt: '2026-11-20T10:00:00.000Z',
  assignmentId: `group1_course1_${name}`,
  started: true,
});
const EVERYONE = ['Ananya Iyer', 'Arjun Iyer', 'Rahul Dravid'];
/** The searches the list asked the API for, in order ('' for the unsearched list). */
let searches: string[] = [];

/** The members list as the API answers it: the names starting with `q`, or a word of them starting with it. */
function answer(request: SentRequest) {
  const q = new URL(request.path, 'http://localhost').searchParams.get('q') ?? '';
  searches.push(q);
  const names = EVERYONE.filter(
    (name) => !q || [name, ...name.split(' ')].some((part) => part.toLowerCase().startsWith(q.toLowerCase())),
  );
  const data: MemberList = { members: names.map(member), total: names.length, nextCursor: null };
  return { body: { success: true, data } };
}

describe("the members list's search", () => {
  beforeEach(() => {
    searches = [];
    answerApi(answer);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('narrows the list once typing pauses, asking once for what was typed, not for each letter', async () => {
    const { user } = renderPart(<MembersPanel groupId="group1" />, { path: '/groups/group1' });
    await screen.findByText('Rahul Dravid');
    await user.type(screen.getByRole('textbox', { name: 'Search members' }), 'ananya');
    await vi.waitFor(() => expect(searches).toContain('ananya'));
    await screen.findByText('Ananya Iyer');
    expect(screen.queryByText('Arjun Iyer')).toBeNull();
    expect(searches).toEqual(['', 'ananya']);
  });

  it('reads the search from the address, and says so when nobody matches', async () => {
    renderPart(<MembersPanel groupId="group1" />, { path: '/groups/group1?members=zz-nobody' });
    await screen.findByText('No member matches “zz-nobody”');
    expect((screen.getByRole('textbox', { name: 'Search members' }) as HTMLInputElement).value).toBe('zz-nobody');
    expect(searches).toEqual(['zz-nobody']);
  });

  it('waits for a second letter, saying so, and lists everyone meanwhile', async () => {
    renderPart(<MembersPanel groupId="group1" />, { path: '/groups/group1?members=a' });
    await screen.findByText('Rahul Dravid');
    expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
    expect(searches).toEqual(['']);
  });
});
