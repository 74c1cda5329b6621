import type { z } from 'zod';

import { AppError } from '../lib/app-error';

/** Parses input with a contract schema; failures become a 400 with one `{msg, path}` per problem. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    msg: issue.message,
    path: issue.path.map(String).join('.') || undefined,
  }));
  throw AppError.badRequest(errors.map((e) => e.msg).join(', '), errors);
}
