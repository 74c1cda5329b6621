import { Router, type RequestHandler, type Response } from 'express';

import { ListQuerySchema } from '../../contract';
import { contentLangOf } from '../../http/language-version';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole, resolveAdmin } from '../../http/authenticate';
import { readForm } from '../../http/multipart';
import { parse } from '../../http/validate';

import * as admin from './content-admin.service';
import { CONTENT_KINDS, type ContentKindName } from './content-kinds';

/** The admin side of marketing content (SPEC section 7, admin table). */
export const contentAdminRouter = Router();

const adminOnly = requireRole('admin');

function sendPrivate(res: Response, status: number, body: object) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ success: true, ...body });
}

/** An admin list shares its path with the public list: `page` in the query asks for the admin one. */
const pagedOnly: RequestHandler = (req, _res, next) => next(req.query.page === undefined ? 'route' : undefined);

/** A signed-in admin reading one item sees it even when hidden; everyone else gets the public route. */
const adminReaderOnly: RequestHandler = async (req, res, next) => {
  const auth = await resolveAdmin(req);
  if (!auth) return next('route');
  res.locals.auth = auth;
  next();
};

/** `publicSingle`: the single path also serves visitors (published items only) when the caller is not an admin. */
function mount(name: ContentKindName, base: string, single: string, publicSingle: boolean) {
  const fileFields = CONTENT_KINDS[name].media.map((media) => media.file);
  contentAdminRouter.get(base, pagedOnly, adminOnly, async (req, res) => {
    const page = await admin.listForAdmin(name, parse(ListQuerySchema, req.query));
    sendPrivate(res, 200, { data: page.items, total: page.total });
  });
  contentAdminRouter.get(single, publicSingle ? adminReaderOnly : adminOnly, async (req, res) => {
    const lang = contentLangOf(req.query);
    sendPrivate(res, 200, { data: await admin.getForAdmin(name, req.params.id as string, lang) });
  });
  contentAdminRouter.post(base, adminOnly, async (req, res) => {
    const result = await admin.createForAdmin(name, await readForm(req, fileFields), auditActorOf(req, res));
    sendPrivate(res, 201, { message: result.message, data: result.item });
  });
  contentAdminRouter.put(`${base}/:id`, adminOnly, async (req, res) => {
    const result = await admin.updateForAdmin(
      name,
      req.params.id as string,
      await readForm(req, fileFields),
      auditActorOf(req, res),
    );
    sendPrivate(res, 200, { message: result.message, data: result.item });
  });
  contentAdminRouter.delete(`${base}/:id`, adminOnly, async (req, res) => {
    const result = await admin.deleteForAdmin(name, req.params.id as string, auditActorOf(req, res));
    sendPrivate(res, 200, { message: result.message });
  });
}

mount('blogs', '/blogs', '/blogs/:id', true);
mount('highlights', '/highlights', '/highlights/:id', false);
mount('careers', '/careers', '/careers/:id', true);
mount('testimonials', '/testimonials', '/testimonials/single/:id', false);
mount('products', '/products', '/products/single/:id', true);
mount('organizations', '/organizations', '/organizations/single/:id', false);
mount('leagues', '/leagues', '/leagues/single/:id', false);

contentAdminRouter.put('/careers/:id/status', adminOnly, async (req, res) => {
  const result = await admin.toggleForAdmin('careers', req.params.id as string, auditActorOf(req, res));
  sendPrivate(res, 200, { message: result.message, data: result.item });
});

for (const name of ['organizations', 'leagues'] as const) {
  contentAdminRouter.get(`/${name}/admin/all`, adminOnly, async (_req, res) => {
    sendPrivate(res, 200, { data: await admin.listAllForAdmin(name) });
  });
  contentAdminRouter.patch(`/${name}/:id/toggle`, adminOnly, async (req, res) => {
    const result = await admin.toggleForAdmin(name, req.params.id as string, auditActorOf(req, res));
    sendPrivate(res, 200, { message: result.message, data: result.item });
  });
}
