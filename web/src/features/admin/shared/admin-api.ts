import { api, type ApiEnvelope } from '@/lib/api-client';

export interface PagedList<T> {
  items: T[];
  total: number;
}

export interface SaveResult<T> {
  message: string;
  item: T;
}

type Query = Record<string, string | number | boolean | undefined>;

/** An admin list: the public path with `page` (SPEC section 7). */
export async function getAdminPage<T>(
  path: string,
  query: Query,
  errorMessage: string,
  signal?: AbortSignal,
): Promise<PagedList<T>> {
  const res = await api.get<ApiEnvelope<T[]> & { total: number }>(path, { query, errorMessage, signal });
  return { items: res.data, total: res.total };
}

export async function getAdminItem<T>(path: string, errorMessage: string, signal?: AbortSignal): Promise<T> {
  return (await api.get<ApiEnvelope<T>>(path, { errorMessage, signal })).data;
}

export async function getAdminList<T>(path: string, errorMessage: string, signal?: AbortSignal): Promise<T[]> {
  return (await api.get<ApiEnvelope<T[]>>(path, { errorMessage, signal })).data;
}

/** Creates (POST to the list path) or updates (PUT to the item path); FormData goes as multipart. */
export async function saveAdminItem<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | object,
  errorMessage: string,
): Promise<SaveResult<T>> {
  const res =
    method === 'POST'
      ? await api.post<ApiEnvelope<T>>(path, body, { errorMessage })
      : await api.put<ApiEnvelope<T>>(path, body, { errorMessage });
  return { message: res.message ?? '', item: res.data };
}

/** A delete, toggle or status change: answers with the server's message. */
export async function runAdminAction(
  method: 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  errorMessage: string,
  body?: object,
): Promise<string> {
  const res =
    method === 'DELETE'
      ? await api.delete<{ message?: string }>(path, { errorMessage })
      : method === 'PATCH'
        ? await api.patch<{ message?: string }>(path, body, { errorMessage })
        : await api.put<{ message?: string }>(path, body, { errorMessage });
  return res.message ?? '';
}
