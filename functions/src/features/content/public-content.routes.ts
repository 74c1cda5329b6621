import { Router, type Response } from 'express';

import { PageQuerySchema } from '../../contract';
import { contentLangOf } from '../../http/language-version';
import { parse } from '../../http/validate';

import * as content from './public-content.service';

/** Public reads of published marketing content (SPEC section 7, public table). */
export const publicContentRouter = Router();

// Published content changes rarely: browsers and the CDN may keep it for a minute.
function sendPublic(res: Response, data: unknown) {
  res.setHeader('Cache-Control', 'public, max-age=60, s-maxage=300');
  // An admin asking the same path sees hidden items too (content-admin.routes), so caches key on it.
  res.setHeader('Vary', 'Authorization');
  res.json({ success: true, data });
}

const limitOf = (query: unknown) => parse(PageQuerySchema, query).limit;
/** `?lang=`: the language to show each item in where it has a version (decision 0098); English by default. */
publicContentRouter.get('/highlights', async (req, res) =>
  sendPublic(res, await content.listHighlights(limitOf(req.query), contentLangOf(req.query))),
);
publicContentRouter.get('/products', async (req, res) =>
  sendPublic(res, await content.listProducts(limitOf(req.query), contentLangOf(req.query))),
);
publicContentRouter.get('/products/single/:id', async (req, res) =>
  sendPublic(res, await content.getProduct(req.params.id, contentLangOf(req.query))),
);
publicContentRouter.get('/organizations', async (req, res) =>
  sendPublic(res, await content.listOrganizations(limitOf(req.query))),
);
publicContentRouter.get('/leagues', async (req, res) => sendPublic(res, await content.listLeagues(limitOf(req.query))));
publicContentRouter.get('/testimonials', async (req, res) =>
  sendPublic(res, await content.listTestimonials(limitOf(req.query), contentLangOf(req.query))),
);
publicContentRouter.get('/blogs', async (req, res) =>
  sendPublic(res, await content.listBlogs(limitOf(req.query), contentLangOf(req.query))),
);
publicContentRouter.get('/blogs/:id', async (req, res) =>
  sendPublic(res, await content.getBlog(req.params.id, contentLangOf(req.query))),
);
publicContentRouter.get('/careers', async (req, res) =>
  sendPublic(res, await content.listCareers(limitOf(req.query), contentLangOf(req.query))),
);
publicContentRouter.get('/careers/:id', async (req, res) =>
  sendPublic(res, await content.getCareer(req.params.id, contentLangOf(req.query))),
);
