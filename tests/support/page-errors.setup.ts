import { afterEach } from 'vitest';

import { takeUnexpectedPageErrors } from './browser';

// Every browser test fails on a console error or uncaught exception of a page it opened, unless it
// said to expect it (expectPageErrors): one check instead of one `expect(errors)` per test.
afterEach(() => {
  const unexpected = takeUnexpectedPageErrors();
  if (unexpected.length > 0) throw new Error(`the page logged errors:\n${unexpected.join('\n')}`);
});
