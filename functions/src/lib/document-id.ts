/** Ids come from URLs: anything Firestore would reject (slashes, dots-only, overlong) cannot exist. */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
