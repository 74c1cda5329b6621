import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n } from '@/lib/i18n/i18n';

import { APP_FRAME_ID } from './app-frame';
import { RouteError } from './routes/route-error';
import { theme } from './theme';

/** The build-time frame as app.html carries it, beside #root. */
function putFrame() {
  const frame = document.createElement('div');
  frame.id = APP_FRAME_ID;
  frame.textContent = 'frame';
  document.body.prepend(frame);
}

/** A layout that fails, under the app's error page, in `locale`. */
async function renderFailingLayout(locale: 'en' | 'hi') {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      Component: () => {
        throw new Error('the layout failed');
      },
    },
  ]);
  render(
    <I18nProvider i18n={await createI18n(locale)}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('the app shell’s frame', () => {
  afterEach(() => document.getElementById(APP_FRAME_ID)?.remove());

  it('goes when a screen fails outside the layout, so the error is not left under it', async () => {
    putFrame();
    await renderFailingLayout('en');
    await screen.findByText('Something went wrong');
    expect(document.getElementById(APP_FRAME_ID)).toBeNull();
  });

  it('says so in the page’s language, and leads back to that language’s home page', async () => {
    await renderFailingLayout('hi');
    await screen.findByRole('heading', { name: 'कुछ गड़बड़ हो गई' });
    expect(screen.getByRole('button', { name: 'पृष्ठ दोबारा लोड करें' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'होम पर लौटें' }).getAttribute('href')).toBe('/hi');
  });
});
