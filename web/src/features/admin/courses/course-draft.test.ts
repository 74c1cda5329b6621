import { CourseInputSchema, type Course } from '@contract';
import { describe, expect, it } from 'vitest';

import { bodyOf, draftOf } from './course-draft';

describe("a course draft's body", () => {
  const filled = {
    ...draftOf(null),
    title: 'Video analysis',
    price: '4999',
    duration: '8 weeks',
    shortDescription: 'Code and present',
    description: 'Eight weeks of match footage',
    instructor: { name: 'Asha Rao', bio: 'Analyst', image: '' },
  };

  it('does not require passed assignments unless the author asks', () => {
    expect(draftOf(null).requirePassedAssignments).toBe(false);
    expect(CourseInputSchema.parse(bodyOf(filled)).requirePassedAssignments).toBe(false);
  });

  it("sends the course's choice to require passed assignments, and reads it back", () => {
    const body = CourseInputSchema.parse(bodyOf({ ...filled, requirePassedAssignments: true }));
    expect(body.requirePassedAssignments).toBe(true);
    const saved = { ...body, uid: 'c1', currentStudents: 0, createdAt: null, updatedAt: null } as unknown as Course;
    expect(draftOf(saved).requirePassedAssignments).toBe(true);
  });
});
