import { Router } from 'express';

import { getPublicCourse, listPublicCourses } from './catalog.service';

/** Public course catalogue (SPEC section 7: GET /courses, GET /courses/{id}). */
export const catalogRouter = Router();

catalogRouter.get('/courses', async (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
  res.json({ success: true, data: await listPublicCourses() });
});

catalogRouter.get('/courses/:id', async (req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
  res.json({ success: true, data: { course: await getPublicCourse(req.params.id) } });
});
