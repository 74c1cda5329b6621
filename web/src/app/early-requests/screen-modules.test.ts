import { describe, expect, it } from 'vitest';

import { screenModuleFiles, SCREEN_MODULES } from './screen-modules';

const chunk = (file: string, imports: string[] = []) => ({ file, imports });

describe('each screen’s own modules', () => {
  it('are its module and what it imports, less what the shell starts with anyway', () => {
    const manifest = {
      'index.html': chunk('assets/index.js', ['_framework.js']),
      '_framework.js': chunk('assets/framework.js'),
      '_player.js': chunk('assets/player.js', ['_framework.js']),
      [SCREEN_MODULES.courses]: chunk('assets/my-courses.js', ['_framework.js']),
      [SCREEN_MODULES.course]: chunk('assets/course.js', ['_player.js', '_framework.js']),
      [SCREEN_MODULES.checkpoint]: chunk('assets/checkpoint.js'),
      [SCREEN_MODULES.profile]: chunk('assets/profile.js'),
      [SCREEN_MODULES.admin]: chunk('assets/admin.js'),
    };
    expect(screenModuleFiles(manifest)).toEqual({
      courses: ['/assets/my-courses.js'],
      course: ['/assets/course.js', '/assets/player.js'],
      checkpoint: ['/assets/checkpoint.js'],
      profile: ['/assets/profile.js'],
      admin: ['/assets/admin.js'],
    });
  });

  it('refuse a build that lost a screen’s module', () => {
    expect(() => screenModuleFiles({ 'index.html': chunk('assets/index.js') })).toThrow(/no such module/);
  });
});
