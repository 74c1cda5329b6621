import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { cssVariablesResolver, theme } from '@/app/theme';

/**
 * Renders a part of the app as the app does: inside Mantine's provider with the site's theme,
 * and a router for its links. `user` types and clicks as a person would.
 */
export function renderPart(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { path?: string } = {}) {
  const { path = '/', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        {children}
      </MantineProvider>
    </MemoryRouter>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...rest }) };
}
