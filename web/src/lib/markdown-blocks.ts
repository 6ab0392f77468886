/**
 * The little markdown the generated texts use, as blocks to render: '#'..'###' headings, '- ' / '* '
 * / '1. ' list items, paragraphs (consecutive lines joined) and '**bold**' spans. Anything else is
 * plain text; nothing is ever interpreted as HTML.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const headingPattern = /^(#{1,3})\s+(.*)$/;
const bulletPattern = /^[-*•]\s+(.*)$/;
const numberedPattern = /^\d+[.)]\s+(.*)$/;

export function markdownBlocks(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const addItem = (ordered: boolean, item: string) => {
    closeParagraph();
    const last = blocks.at(-1);
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
    else blocks.push({ kind: 'list', ordered, items: [item] });
  };

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = headingPattern.exec(line);
    const bullet = bulletPattern.exec(line);
    const numbered = numberedPattern.exec(line);
    if (line === '') closeParagraph();
    else if (heading) {
      closeParagraph();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
    } else if (bullet) addItem(false, bullet[1]!.trim());
    else if (numbered) addItem(true, numbered[1]!.trim());
    else paragraph.push(line);
  }
  closeParagraph();
  return blocks;
}

/** A text split into plain and '**bold**' spans. */
export function inlineSpans(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/\*\*(.+?)\*\*/)
    .map((part, index) => ({ text: part, bold: index % 2 === 1 }))
    .filter((span) => span.text !== '');
}
