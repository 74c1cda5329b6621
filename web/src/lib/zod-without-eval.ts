/*
 * Every `zod` import of the web app resolves here (vite.config.ts). The CSP allows no eval, and Zod
 * probes for it (`new Function`) to compile faster parsers; the browser reports even that caught
 * probe as a CSP violation. In the browser, Zod parses without compiling.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
