import type { ReactNode } from 'react';

/**
 * Plain text laid out as a document below a page's h1, never parsed as HTML: blank lines separate blocks, a short
 * first line of a block is its heading, and lines starting with "- " form a list.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim());
  return <div className={className}>{blocks.map((block, index) => renderBlock(block, index))}</div>;
}

function renderBlock(block: string, key: number): ReactNode {
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const [first, ...rest] = lines;
  const isHeading = rest.length > 0 && first.length <= 60 && !/[.:!?]$/.test(first);
  const body = isHeading ? rest : lines;
  const items = body.filter((line) => line.startsWith('- '));
  const content =
    items.length === body.length ? (
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item.slice(2)}</li>
        ))}
      </ul>
    ) : (
      body.map((line, i) => <p key={i}>{line.replace(/^- /, '')}</p>)
    );
  return (
    <section key={key}>
      {isHeading && <h2>{first}</h2>}
      {content}
    </section>
  );
}
