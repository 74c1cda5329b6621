// @ts-check
// The README is a front door to docs/ (issue 34): every relative link in README.md and docs/ must reach
// a file that exists, and a heading there when it names one, or a reader meets a dead end.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** Markdown without its fenced blocks, which hold neither links nor headings. */
function withoutFences(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text a reader sees as Markdown: inline code holds no links either. */
function prose(text) {
  return withoutFences(text).replace(/`[^`\n]*`/g, '');
}

/** The links of a Markdown text, `[text](target)` and `![alt](target)`, with an optional title. */
function linksIn(text) {
  return [...prose(text).matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? m[2]);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(text) {
  const seen = new Map();
  return withoutFences(text)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => {
      const slug = line
        .replace(/^#+ /, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/ /g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return count === 0 ? slug : `${slug}-${count}`;
    });
}

function brokenLinks(file, text = readFileSync(file, 'utf8')) {
  return linksIn(text)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .flatMap((target) => {
      const [pathPart, anchor] = target.split('#');
      const path = pathPart ? join(dirname(file), decodeURIComponent(pathPart)) : file;
      if (!existsSync(path)) return [`${target}: no such file`];
      if (anchor === undefined || statSync(path).isDirectory() || !path.endsWith('.md')) return [];
      return anchorsOf(readFileSync(path, 'utf8')).includes(anchor) ? [] : [`${target}: no such heading`];
    })
    .map((problem) => `${relative(root, file)}: ${problem}`);
}

describe('markdown links', () => {
  it('reads links and headings as GitHub does', () => {
    expect(linksIn('[a](b.md) `[c](d.md)` ![e](f.png "t")\n```\n[g](h.md)\n```\n[i](<j k.md>)')).toEqual([
      'b.md',
      'f.png',
      'j k.md',
    ]);
    expect(anchorsOf('# The local stack\n## Video uploads: Cloud Storage, and `x`\n## A\n## A')).toEqual([
      'the-local-stack',
      'video-uploads-cloud-storage-and-x',
      'a',
      'a-1',
    ]);
  });

  it('finds a file that is missing and a heading that is not there', () => {
    const planted = '[gone](gone.md) [here](../README.md#the-two-commands) [nowhere](../README.md#no-such-part)';
    expect(brokenLinks(join(root, 'docs/planted.md'), planted)).toEqual([
      'docs/planted.md: gone.md: no such file',
      'docs/planted.md: ../README.md#no-such-part: no such heading',
    ]);
  });

  it.each(files.map((file) => [relative(root, file), file]))('every relative link in %s resolves', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('reaches every document in docs/ from the README, and every decision from its index', () => {
    const readmeLinks = linksIn(readFileSync(join(root, 'README.md'), 'utf8'));
    const topLevel = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(topLevel.filter((name) => !readmeLinks.includes(`docs/${name}`))).toEqual([]);
    expect(readmeLinks).toContain('docs/decisions/README.md');

    const indexLinks = linksIn(readFileSync(join(root, 'docs/decisions/README.md'), 'utf8'));
    const decisions = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(decisions.filter((name) => !indexLinks.includes(name))).toEqual([]);
  });
});
