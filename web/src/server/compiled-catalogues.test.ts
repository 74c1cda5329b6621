import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

import { compileCatalogue, compiledCatalogues, partOfCatalogue } from './compiled-catalogues';

describe('compiling a catalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogues-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('turns each message into what Lingui’s runtime reads, with no parser left to run', () => {
    const compiled = compileCatalogue('en', {
      'a.plain': 'Courses',
      'a.argument': '{site} home',
      'a.plural': '{count, plural, one {# seat} other {# seats}}',
    });
    expect(compiled['a.plain']).toEqual(['Courses']);
    expect(compiled['a.argument']).toEqual([['site'], ' home']);
    expect(JSON.stringify(compiled['a.plural'])).toContain('plural');
  });

  it('names the key of a broken message', () => {
    expect(() => compileCatalogue('hi', { 'nav.home': 'होम', 'footer.copyright': '© {year {legalName}' })).toThrow(
      /hi catalogue's message "footer\.copyright" is not valid ICU MessageFormat/,
    );
  });

  it('fails the build that imports a catalogue with a broken message, naming the key', async () => {
    mkdirSync(join(dir, 'locales', 'xx'), { recursive: true });
    writeFileSync(join(dir, 'locales', 'xx', 'messages.json'), JSON.stringify({ 'home.title': 'Hello {name' }));
    writeFileSync(join(dir, 'entry.js'), "import catalogues from 'virtual:catalogues';\nexport default catalogues.xx.site();\n");
    const building = build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [compiledCatalogues(join(dir, 'locales'))],
      build: { write: false, lib: { entry: join(dir, 'entry.js'), formats: ['es'] } },
    });
    await expect(building).rejects.toThrow(/"home\.title" is not valid ICU MessageFormat/);
  });

  it('cuts a catalogue in its parts: the app screens’ messages apart from what every page shows', () => {
    const source = { 'nav.home': 'Home', 'checkpoint.start.begin': 'Start', 'profile.title': 'Profile', 'course.title': 'Course' };
    expect(partOfCatalogue(source, 'site')).toEqual({ 'nav.home': 'Home', 'course.title': 'Course' });
    expect(partOfCatalogue(source, 'app')).toEqual({ 'checkpoint.start.begin': 'Start', 'profile.title': 'Profile' });
  });
});
