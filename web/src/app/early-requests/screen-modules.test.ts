import { describe, expect, it } from 'vitest';

import { screenModuleFiles, SCREEN_MODULES } from './screen-modules';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

describe('each screen’s own modules', () => {
  it('are its module and what it imports, less what the shell starts with anyway', () => {
    const manifest = {
      'index.html': chunk('assets/index.js', ['_framework.js']),
      '_framework.js': chunk('assets/framework.js'),
      '_player.js': chunk('assets/player.js', ['_framework.js']),
      [SCREEN_MODULES.courses[0]]: chunk('assets/my-courses.js', ['_framework.js']),
      [SCREEN_MODULES.course[0]]: chunk('assets/course.js', ['_player.js', '_framework.js']),
      [SCREEN_MODULES.checkpoint[0]]: chunk('assets/checkpoint.js'),
      [SCREEN_MODULES.profile[0]]: chunk('assets/profile.js'),
      [SCREEN_MODULES['admin-dashboard'][0]]: chunk('assets/admin-shell.js', ['_table.js']),
      [SCREEN_MODULES['admin-dashboard'][1]]: chunk('assets/dashboard.js', ['_framework.js']),
      [SCREEN_MODULES['admin-courses'][1]]: chunk('assets/admin-courses.js', ['_table.js']),
      '_table.js': chunk('assets/table.js'),
    };
    expect(screenModuleFiles(manifest)).toEqual({
      courses: ['/assets/my-courses.js'],
      course: ['/assets/course.js', '/assets/player.js'],
      checkpoint: ['/assets/checkpoint.js'],
      profile: ['/assets/profile.js'],
      'admin-dashboard': ['/assets/admin-shell.js', '/assets/dashboard.js', '/assets/table.js'],
      'admin-courses': ['/assets/admin-courses.js', '/assets/admin-shell.js', '/assets/table.js'],
    });
  });

  it('refuse a build that lost a screen’s module', () => {
    expect(() => screenModuleFiles({ 'index.html': chunk('assets/index.js') })).toThrow(/no such module/);
  });
});
