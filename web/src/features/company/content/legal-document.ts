/** A block is a paragraph, or a list of items. */
export type LegalBlock = string | string[];

export interface LegalDocument {
  title: string;
  summary: string;
  updated: string;
  intro: string;
  sections: { title: string; body: LegalBlock[] }[];
}
