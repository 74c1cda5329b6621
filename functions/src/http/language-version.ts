import type { Request } from 'express';
import type { z } from 'zod';

import { ContentLangQuerySchema, TranslationLangParamSchema } from '../contract';

import { parse } from './validate';

/*
 * The requests that save (PUT) or remove (DELETE) an item's version in another language (decisions
 * 0095, 0098): `:lang` names a language other than English, and a PUT's body is the version.
 */

/** The language a read asks for (`?lang=hi`); absent is English, an unknown one a 400. */
export const contentLangOf = (query: unknown) => parse(ContentLangQuerySchema, query).lang;

export const versionLangOf = (req: Request) => parse(TranslationLangParamSchema, { lang: req.params.lang }).lang;

/** The version sent (PUT), or null to remove it (DELETE). */
export const versionOf = <S extends z.ZodType>(req: Request, schema: S): z.output<S> | null =>
  req.method === 'DELETE' ? null : parse(schema, req.body);

export const versionSavedMessage = (req: Request) => (req.method === 'DELETE' ? 'Translation removed' : 'Translation saved');
