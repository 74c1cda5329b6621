import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

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

describe('the app shell’s frame', () => {
  afterEach(() => document.getElementById(APP_FRAME_ID)?.remove());

  it('goes when a screen fails outside the layout, so the error is not left under it', async () => {
    putFrame();
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
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await screen.findByText('Something went wrong');
    expect(document.getElementById(APP_FRAME_ID)).toBeNull();
  });
});
