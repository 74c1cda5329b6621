// @ts-check
// The import zones of web/src hold by tooling (docs/code-structure.md): the
// project's own ESLint config, run on snippets placed where a crossing would be written.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
// The zone rules need no types; skipping the type-aware program keeps this a fast unit test.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports' || ruleId === 'no-restricted-syntax',
});

// Loading the config and its parsers is not what is tested, and on a busy machine it outlasts a test's 5 s.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'web/src/lib/warm-up.ts' }), 60_000);

async function zoneErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `web/src/${filePath}` });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.message);
}

const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('web import zones', () => {
  it('refuses a feature that imports another feature, however it is written', async () => {
    const planted = {
      // Today's crossings, as they were written before they moved to app/ and ui/.
      'features/courses/components/course-page.tsx':
        "import { refundRuleText } from '@/features/payments/components/refund-rule';\nexport const x = refundRuleText;\n",
      'features/learning/components/my-courses-page.tsx':
        "import { AddToLinkedInButton } from '../../certificates/components/linkedin-panel';\nexport const x = AddToLinkedInButton;\n",
      'features/invoices/paths.ts': "export { formatPaise } from '../payments/lib/money';\n",
      'features/auth/components/profile-page.tsx':
        "import type { OrderView } from '@/features/payments/api/get-my-orders';\nexport type X = OrderView;\n",
    };
    for (const [file, code] of Object.entries(planted)) {
      const errors = await zoneErrors(file, code);
      expect(errors.join('\n'), file).toMatch(/(does not import another feature|may not leave its feature)/);
    }
  });

  it('refuses a lazy import() of another feature', async () => {
    const errors = await zoneErrors(
      'features/courses/components/course-page.tsx',
      "export const load = () => import('@/features/payments/components/enroll-modal');\n",
    );
    expect(errors.join('\n')).toMatch(/does not import another feature/);
    const climbing = await zoneErrors(
      'features/courses/components/course-page.tsx',
      "export const load = () => import('../../payments/components/enroll-modal');\n",
    );
    expect(climbing.join('\n')).toMatch(/may not leave its feature/);
  });

  it.each(features)('walls in the %s feature, deep folders included', async (feature) => {
    const other = features.find((name) => name !== feature);
    for (const file of [`features/${feature}/index.ts`, `features/${feature}/a/b/c/file.tsx`]) {
      const errors = await zoneErrors(file, `import { x } from '@/features/${other}/api/x';\nexport const y = x;\n`);
      expect(errors.join('\n'), file).toMatch(/does not import another feature/);
    }
    const deep = await zoneErrors(
      `features/${feature}/a/b/file.tsx`,
      `import { x } from '../../../${other}/api/x';\nexport const y = x;\n`,
    );
    expect(deep.join('\n')).toMatch(/may not leave its feature/);
  });

  it('lets a feature import its own files, ui/, lib/ and config/', async () => {
    const errors = await zoneErrors(
      'features/courses/components/parts/price-card.tsx',
      [
        "import { getCourse } from '../../api/get-course';",
        "import classes from '../course-page.module.css';",
        "import { paths } from '@/config/paths';",
        "import { formatRupees } from '@/lib/format';",
        "import { refundRuleText } from '@/ui/refund-rule';",
        'export const x = [getCourse, classes, paths, formatRupees, refundRuleText];',
        "export const load = () => import('../enroll-button');",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a feature that imports app/', async () => {
    const errors = await zoneErrors(
      'features/courses/components/course-page.tsx',
      "import { routes } from '@/app/router';\nexport const x = routes;\n",
    );
    expect(errors.join('\n')).toMatch(/app\/ composes features/);
  });

  it.each(['ui/refund-rule.tsx', 'lib/format.ts', 'config/paths.ts', 'ui/header/user-menu.tsx', 'server/head-tags.ts'])(
    'refuses %s importing a feature or app/',
    async (file) => {
      for (const source of [
        '@/features/auth/stores/session-store',
        '../features/auth/stores/session-store',
        '../../app/router',
      ]) {
        const errors = await zoneErrors(file, `import { x } from '${source}';\nexport const y = x;\n`);
        expect(errors.join('\n'), source).toMatch(/shared by every feature and import none/);
      }
      const lazy = await zoneErrors(file, "export const load = () => import('@/features/auth/components/join-page');\n");
      expect(lazy.join('\n')).toMatch(/shared by every feature and import none/);
    },
  );

  it('lets app/ compose features, statically and lazily', async () => {
    const errors = await zoneErrors(
      'app/routes/course/course-route.tsx',
      [
        "import { CoursePage } from '@/features/courses/components/course-page';",
        "import { EnrollModal } from '@/features/payments/components/enroll-modal';",
        "import { CouponField } from '@/features/coupons/components/coupon-field';",
        'export const x = [CoursePage, EnrollModal, CouponField];',
        "export const load = () => import('@/features/learning/components/checkpoint-page');",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps admin/shared below the admin areas, which use it', async () => {
    const crossing = await zoneErrors(
      'features/admin/shared/list-page.tsx',
      "import { getAdminCourses } from '../courses/course-api';\nexport const x = getAdminCourses;\n",
    );
    expect(crossing.join('\n')).toMatch(/admin\/shared serves every admin area/);
    const area = await zoneErrors(
      'features/admin/coupons/coupons-page.tsx',
      "import { ListPage } from '../shared/list-page';\nimport { getAdminCourses } from '../courses/course-api';\nexport const x = [ListPage, getAdminCourses];\n",
    );
    expect(area).toEqual([]);
  });
});
