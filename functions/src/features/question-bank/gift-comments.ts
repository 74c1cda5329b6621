// What a question's `//` comment lines carry. Moodle's reader looks through all of them together
// (extract_idnumber_and_tags_from_comment): every `[tag:…]`, several to a line if written so, and
// the first `[id:…]`; a `]` inside either is written `\]`, and neither runs onto the next line.
// `[points:n]` is this site's own, so an export imports back with its marks.

// Moodle allows a tag any character but `]`, `<`, `>`, a backtick and control characters (PARAM_TAG).
const TAG = /\[tag:((?:\\\]|[^\]<>`\p{Cc}])*)\]/gu;
const ID = /\[id:((?:\\\]|[^\]\p{Cc}])+)\]/u;
const POINTS = /\[points:(\d+)\]/;

const unescapeBracket = (text: string) => text.trim().replace(/\\\]/g, ']');

export interface CommentMarks {
  tags: string[];
  idNumber: string | null;
  points: number | undefined;
}

export function marksInComments(comments: string): CommentMarks {
  const tags: string[] = [];
  for (const match of comments.matchAll(TAG)) {
    const tag = unescapeBracket(match[1]);
    // Moodle's tag store drops a blank tag and keeps one of each name, whatever its case.
    if (tag && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const id = ID.exec(comments);
  const points = POINTS.exec(comments);
  return { tags, idNumber: id ? unescapeBracket(id[1]) : null, points: points ? Number(points[1]) : undefined };
}

/** The comment line an export writes for a question's tags, as Moodle's own export writes them. */
export function tagsComment(tags: readonly string[]): string | null {
  return tags.length ? `// ${tags.map((tag) => `[tag:${tag.replace(/\]/g, '\\]')}]`).join(' ')}` : null;
}
