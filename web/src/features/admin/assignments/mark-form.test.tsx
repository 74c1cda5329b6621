import type { AssignmentSettings } from '@contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { renderPart } from '@/test/render';

import { MarkForm } from './mark-form';
import { SubmissionWork } from '@/ui/assignment/submission-work';

const settings: AssignmentSettings = {
  rubric: [
    { title: 'Technique', description: 'Grip, stance and backlift', points: 10 },
    { title: 'Analysis', description: '', points: 6 },
    { title: 'Presentation', description: '', points: 4 },
  ],
  passPercent: 60,
  maxSubmissions: 3,
  dueDays: null,
  turnaroundDays: 3,
};

const score = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name} \\(out of \\d+\\)`) });

describe('the marking form', () => {
  it('keeps a running total against the pass mark and says whether it passes', async () => {
    const { user } = renderPart(<MarkForm settings={settings} save={vi.fn()} />);
    const total = screen.getByRole('status');
    expect(total.textContent).toContain('Total 0 / 20 · pass mark 60 % (12)');
    expect(total.textContent).toContain('Give each criterion its points');

    await user.type(score('Technique'), '8');
    await user.type(score('Analysis'), '2');
    expect(total.textContent).toContain('Total 10 / 20 · pass mark 60 % (12)');
    expect(total.textContent).toContain('Below the pass mark so far · 1 criterion to go');

    await user.type(score('Presentation'), '1');
    expect(total.textContent).toContain('Needs work: below the pass mark');

    await user.clear(score('Analysis'));
    await user.type(score('Analysis'), '5');
    expect(total.textContent).toContain('Total 14 / 20 · pass mark 60 % (12)');
    expect(total.textContent).toContain('Passes');
  });

  it('asks for every score and the feedback before saving', async () => {
    const save = vi.fn();
    const { user } = renderPart(<MarkForm settings={settings} save={save} />);
    await user.type(score('Technique'), '7');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));

    expect(await screen.findAllByText('Give this criterion its points')).toHaveLength(2);
    screen.getByText('Feedback is required: tell the learner what worked and what to change');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the scores in rubric order with the feedback', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    const { user } = renderPart(<MarkForm settings={settings} save={save} />);
    await user.type(score('Technique'), '8');
    await user.type(score('Analysis'), '4');
    await user.type(score('Presentation'), '2');
    await user.type(screen.getByRole('textbox', { name: /^Feedback/ }), '  A clean backlift.\nWatch the front foot.  ');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));

    expect(save).toHaveBeenCalledWith({ scores: [8, 4, 2], feedback: 'A clean backlift.\nWatch the front foot.' });
  });

  it("puts the server's field errors under their fields, and the others above the form", async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError(400, 'Invalid input', [
        { msg: 'At most 6 points', path: 'scores.1' },
        { msg: 'Feedback must be at most 5000 characters', path: 'feedback' },
        { msg: 'One score per rubric criterion', path: 'scores' },
      ]),
    );
    const { user } = renderPart(<MarkForm settings={settings} save={save} />);
    for (const name of ['Technique', 'Analysis', 'Presentation']) await user.type(score(name), '1');
    await user.type(screen.getByRole('textbox', { name: /^Feedback/ }), 'Fine');
    await user.click(screen.getByRole('button', { name: 'Save mark' }));

    await screen.findByText('At most 6 points');
    expect(score('Analysis').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Feedback must be at most 5000 characters');
    within(screen.getByRole('alert')).getByText('One score per rubric criterion');
  });
});

describe("the learner's work", () => {
  it('shows their text as plain text with its line breaks, their links apart from our page, their files by size', () => {
    renderPart(
      <SubmissionWork
        submission={{
          text: 'My <b>swing</b>\nsecond line',
          links: ['https://video.example/clip'],
          files: [
            { name: 'swing-analysis.pdf', contentType: 'application/pdf', size: 1_258_291, url: '/api/assignment-files/s1/0' },
          ],
        }}
      />,
    );
    const text = screen.getByText(/My <b>swing<\/b>/);
    expect(text.textContent).toBe('My <b>swing</b>\nsecond line');
    expect(text.querySelector('b')).toBeNull();

    const link = screen.getByRole('link', { name: /video\.example/ });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.getAttribute('target')).toBe('_blank');

    screen.getByRole('link', { name: /swing-analysis\.pdf/ });
    screen.getByText('· 1.2 MB', { exact: false });
  });
});
