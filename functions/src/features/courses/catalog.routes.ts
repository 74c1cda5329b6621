import { Router } from 'express';

import { contentLangOf } from '../../http/language-version';

import { getCourseSeats, getPublicCourse, listPublicCourses } from './catalog.service';

/** Public course catalogue (SPEC section 7: GET /courses, GET /courses/{id}). */
export const catalogRouter = Router();

// Kept by the CDN for five minutes once found; a course not found (a 404) is not kept at all.
const PUBLIC_CATALOG_CACHE = 'public, max-age=60, s-maxage=300';

// `?lang=hi`: each course in Hindi where it has a Hindi version (decision 0095); an unknown language is a 400.
catalogRouter.get('/courses', async (req, res) => {
  const data = await listPublicCourses(contentLangOf(req.query));
  res.setHeader('Cache-Control', PUBLIC_CATALOG_CACHE);
  res.json({ success: true, data });
});

catalogRouter.get('/courses/:id', async (req, res) => {
  const course = await getPublicCourse(req.params.id, contentLangOf(req.query));
  res.setHeader('Cache-Control', PUBLIC_CATALOG_CACHE);
  res.json({ success: true, data: { course } });
});

/**
 * How full a course is, for the course page to show over its cached copy: kept by the CDN half a
 * minute and never by the browser, so the figure a visitor sees is under a minute old (issue 39).
 */
const SEATS_CACHE = 'public, max-age=0, s-maxage=30';

catalogRouter.get('/courses/:id/seats', async (req, res) => {
  const seats = await getCourseSeats(req.params.id);
  res.setHeader('Cache-Control', SEATS_CACHE);
  res.json({ success: true, data: seats });
});
