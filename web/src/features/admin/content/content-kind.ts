import type { TranslatedContentKind } from '@contract/content-localisation';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/** What every admin content item has: the id its edit, toggle and delete paths name. */
export interface Identified {
  _id: string;
}

/** A form's values as the inputs hold them: text, or a checkbox's flag. */
export type FormValues = Record<string, string | boolean>;

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

interface FieldBase {
  label: string;
  /** 'add': required only when adding (a testimonial's description, SPEC section 5). */
  required?: boolean | 'add';
  rows?: number;
  description?: string;
  /** Shown only when this returns true for the form's values. */
  when?: (values: FormValues) => boolean;
  defaultValue?: string | boolean;
}

/** A field the item stores under the same name. */
export interface ValueField<T> extends FieldBase {
  name: keyof T & string;
  /** 'processed-video': a video uploaded in resumable chunks and processed into HLS; the value is its address. */
  type: 'text' | 'textarea' | 'date' | 'select' | 'checkbox' | 'url' | 'number' | 'processed-video';
  options?: readonly string[];
}

/** An upload: sent under `name`, stored as a URL in `urlField` (the preview and 'Remove' act on it). */
export interface FileField<T> extends FieldBase {
  name: string;
  type: 'image' | 'video';
  urlField: TextKey<T>;
  /** Whether the current file may be removed without a replacement. */
  removable?: boolean;
}

export type FieldSpec<T> = ValueField<T> | FileField<T>;

export const isFileField = <T>(field: FieldSpec<T>): field is FileField<T> => field.type === 'image' || field.type === 'video';

export interface ColumnSpec<T> {
  header: string;
  cell: (item: T) => ReactNode;
  wide?: boolean;
}

/** Where items are added and edited: pages of their own, or a modal over the list (organizations, leagues). */
export type EditorSpec =
  { in: 'page'; addPath: string; editPath: (id: string) => string; loadPath: (id: string) => string } | { in: 'modal' };

export interface ContentKindUi<T extends Identified> {
  /** 'blog', as in 'Are you sure you want to delete this blog?'. */
  thing: string;
  title: string;
  /** The API's list: POST adds to it, `{apiPath}/{id}` is one item. */
  apiPath: string;
  /** Lists that are not paged (every partner, in order): the path that answers with all of them. */
  allPath?: string;
  listPath: string;
  editor: EditorSpec;
  /** Careers are sent as JSON; the rest as multipart forms. */
  json?: boolean;
  fields: FieldSpec<T>[];
  /** The contract's schema: the form checks its values with it, with its messages. Else required fields only. */
  schema?: z.ZodType;
  /** The spec's message when required fields are missing; else each field's own. */
  requiredMessage?: string;
  columns: ColumnSpec<T>[];
  empty: string;
  failures: { list: string; load: string; create: string; update: string; delete: string; toggle?: string };
  /** Milliseconds from a successful save to the list (1.2 s; 1 s after a product is added). */
  returnAfterAddMs: number;
  toggle?: { path: (id: string) => string; method: 'PUT' | 'PATCH' };
  addLabel: string;
  /** The submit's words, where they are not 'Create X' and 'Update X'. */
  submitLabels?: { add: string; edit: string };
  /** Its items have versions in other languages (decision 0098), edited beside the English. */
  translated?: TranslatedContentKind;
}

/** A list's address with the page to come back to. */
export const withPage = (path: string, page: number) => `${path}?page=${page}`;

/** One item's API path: `{base}/{id}`. */
export const apiItem = (base: string) => (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The Active checkbox every kind has, on by default. */
export const activeField = <T extends { isActive: boolean }>(): FieldSpec<T> => ({
  name: 'isActive',
  label: 'Active',
  type: 'checkbox',
  defaultValue: true,
});
