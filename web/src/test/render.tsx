import { LOCALE_CODES, type Locale } from '@contract/locales';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { cssVariablesResolver, theme } from '@/app/theme';
import { createI18n } from '@/lib/i18n/i18n';
import { CATALOGUE_PARTS } from '@/locales/parts';

/** The interface in each language, every part of its catalogue; English, the specification’s texts, unless a test asks for another. */
const interfaces = Object.fromEntries(
  await Promise.all(LOCALE_CODES.map(async (code) => [code, await createI18n(code, CATALOGUE_PARTS)] as const)),
) as Record<Locale, Awaited<ReturnType<typeof createI18n>>>;

/**
 * Renders a part of the app as the app does: inside Mantine's provider with the site's theme,
 * and a router for its links. `user` types and clicks as a person would.
 */
export function renderPart(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> & { path?: string; language?: Locale } = {},
) {
  const { path = '/', language = 'en', ...rest } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={interfaces[language]}>
      <MemoryRouter initialEntries={[path]}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          {children}
        </MantineProvider>
      </MemoryRouter>
    </I18nProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...rest }) };
}
