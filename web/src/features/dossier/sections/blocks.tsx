import type { ReactNode } from 'react';
import { SectionCard, SubBlock, TextList } from '../../../components/report/section-card';

export { Paragraph } from '../../../components/report/section-card';

/*
 * The report blocks one level down: in the dossier a section's title is the h2, its cards are h3 and
 * their sub-blocks h4.
 */

/** A titled card; nothing when `when` is false (a field an older dossier does not have). */
export function Block({
  title,
  children,
  when = true,
}: {
  title: string;
  children: ReactNode;
  when?: boolean;
}) {
  if (!when) return null;
  return (
    <SectionCard title={title} heading="h3">
      {children}
    </SectionCard>
  );
}

export function List({ items, title }: { items: readonly string[]; title?: string }) {
  return <TextList items={items} title={title} heading="h4" />;
}

export function Sub({ title, text }: { title: string; text: string | undefined | null }) {
  return <SubBlock title={title} text={text} heading="h4" />;
}
