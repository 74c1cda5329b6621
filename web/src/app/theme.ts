import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Cricket-ball red: the brand accent and primary action colour (shade 6 is 5.1:1 on white). */
const ball: MantineColorsTuple = [
  '#fff0f1',
  '#ffdfe2',
  '#ffc0c6',
  '#fe959f',
  '#f86472',
  '#ee3b4d',
  '#d71f31',
  '#b81627',
  '#991324',
  '#7f1322',
];

/** Deep navy: headers, hero and footer surfaces. */
const navy: MantineColorsTuple = [
  '#eef2f9',
  '#dce3f1',
  '#b6c4e2',
  '#8ea3d1',
  '#6b86c2',
  '#5472b9',
  '#3f5ea8',
  '#2e4a8c',
  '#13295a',
  '#0b1b3f',
];

/** Pitch green: success and data highlights. */
const pitch: MantineColorsTuple = [
  '#e9fff1',
  '#d2fbe1',
  '#a6f5c4',
  '#74eea4',
  '#4ade80',
  '#2dd36a',
  '#1fb85a',
  '#17964a',
  '#12753b',
  '#0d5a2e',
];

const fontFamily =
  'Inter, "Segoe UI Variable", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { ball, navy, pitch },
  primaryColor: 'ball',
  primaryShade: 6,
  black: '#0f1a33',
  autoContrast: true,
  fontFamily,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: {
    fontFamily,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 5vw, 3.75rem)', lineHeight: '1.05' },
      h2: { fontSize: 'clamp(1.75rem, 3.2vw, 2.5rem)', lineHeight: '1.15' },
      h3: { fontSize: '1.375rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Badge: { defaultProps: { radius: 'sm' } },
    Container: { defaultProps: { size: 'xl' } },
  },
});

/**
 * Mantine's dimmed grey is 3.3:1 on white; ours is 6:1 so small print stays readable. Its error red
 * (red 6) is 3.3:1 too, under a field's small error text; ours is the ball red's shade 7, 6.6:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--app-header-height': '72px',
    '--app-navy-950': '#07122b',
    '--app-navy-900': '#0b1b3f',
    '--app-navy-800': '#13295a',
    '--app-red': '#d71f31',
    '--app-red-bright': '#ff4d5e',
    '--app-green-bright': '#4ade80',
  },
  light: {
    '--mantine-color-dimmed': '#5b6475',
    '--mantine-color-error': '#b81627',
  },
  dark: {},
});
