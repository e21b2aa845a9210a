import type { ReactNode } from 'react';

/**
 * A text the owner wrote (Settings → Guests), shown as text: blocks separated by a blank line, a block
 * starting with `## ` is a heading (its section runs to the next one), lines starting with `- ` are a
 * list. Never read as HTML: React writes every character as text.
 */
export function PlainText({ text }: { text: string }) {
  const sections: { heading: string | null; blocks: ReactNode[] }[] = [{ heading: null, blocks: [] }];
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .forEach((block, index) => {
      if (block.startsWith('## ')) return void sections.push({ heading: block.slice(3), blocks: [] });
      const lines = block.split('\n');
      sections.at(-1)!.blocks.push(
        lines.every((line) => line.startsWith('- ')) ? (
          <ul key={index}>
            {lines.map((line, item) => (
              <li key={item}>{line.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{lines.join(' ')}</p>
        ),
      );
    });
  return (
    <>
      {sections
        .filter((section) => section.heading !== null || section.blocks.length > 0)
        .map((section, index) => (
          <section key={index} className="space-y-2">
            {section.heading !== null && <h2>{section.heading}</h2>}
            {section.blocks}
          </section>
        ))}
    </>
  );
}
