// @ts-check
// The demo's courses say what they contain (issue 39): each curriculum week is one of the course's
// modules, in order, and its topics are that module's lessons and checkpoints.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const read = (name) => JSON.parse(readFileSync(join(import.meta.dirname, '../..', 'emulator-data', name), 'utf8'));
const courses = read('courses.json');
const modules = read('modules.json');

describe("the demo courses' curricula", () => {
  for (const course of courses) {
    it(`${course.title}: a week for each module, naming its lessons and checkpoints`, () => {
      const own = modules.filter((module) => module.courseId === course.id).sort((a, b) => a.order - b.order);
      expect(own.length).toBeGreaterThan(0);
      expect(course.curriculum.map((week) => week.title)).toEqual(own.map((module) => module.title));
      course.curriculum.forEach((week, index) => {
        const taught = [...own[index].lessons.map((lesson) => lesson.title), ...own[index].checkpoints.map((c) => c.title)];
        expect(week.topics).toEqual(taught);
      });
      expect(course.duration).toBe(`${own.length} weeks`);
    });
  }
});
