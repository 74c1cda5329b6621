import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPart } from '@/test/render';

import LessonText from './lesson-text';

describe('a lesson text', () => {
  it('renders the Markdown authors write: lists, emphasis and keys', () => {
    const { container } = renderPart(
      <LessonText
        markdown={[
          'Every debrief should answer **three** questions, in _this_ order:',
          '',
          '- What happened?',
          '- Why did it happen?',
          '- What do we do next?',
          '',
          'Step frame by frame with `,` and `.` while paused.',
        ].join('\n')}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['What happened?', 'Why did it happen?', 'What do we do next?']);
    expect(container.querySelector('strong')?.textContent).toBe('three');
    expect(container.querySelector('em')?.textContent).toBe('this');
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual([',', '.']);
    expect(container.textContent).not.toContain('- What');
    expect(container.textContent).not.toContain('**');
  });

  it('shows typed HTML as text and drops script links', () => {
    const hostile = `"'><img src=x data-xss onerror=__xss=1>lesson body\n\n<script>window.__xss=2</script>\n\n[click](javascript:alert(1)) and [site](https://example.com)`;
    const { container } = renderPart(<LessonText markdown={hostile} />);
    expect(container.querySelector('img, script, [data-xss], [onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x data-xss onerror=__xss=1>lesson body');
    expect(container.textContent).toContain('<script>window.__xss=2</script>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['site', 'https://example.com', 'noopener noreferrer'],
    ]);
    expect(screen.getByText(/click/)).toBeTruthy();
  });
});
