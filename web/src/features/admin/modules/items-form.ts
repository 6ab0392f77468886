import { saveItemsRequest, type SaveItemsRequest } from '@contracts/admin-modules';
import type { LearningItem } from '@contracts/learning';

/** An item as the editor holds it (its order is its position). */
export interface ItemValues {
  /** A stable React key while the list is edited. */
  key: string;
  title: string;
  contentType: string;
  content: string;
  caption: string;
  alt: string;
}
export type ItemErrors = Partial<Record<'title' | 'contentType' | 'content' | 'caption' | 'alt', string>>;

let counter = 0;
const nextKey = () => `item-${(counter += 1)}`;

export const toItemValues = (items: readonly LearningItem[]): ItemValues[] =>
  items.map((item) => ({
    key: nextKey(),
    title: item.title,
    contentType: item.contentType,
    content: item.content,
    caption: item.caption ?? '',
    alt: item.alt ?? '',
  }));

export const newItem = (): ItemValues => ({
  key: nextKey(),
  title: '',
  contentType: 'text',
  content: '',
  caption: '',
  alt: '',
});

/** What the users' viewer would show for these values (the preview). */
export const toPreview = (items: readonly ItemValues[]): LearningItem[] =>
  items.map((item, index) => ({
    orderNumber: index + 1,
    title: item.title,
    contentType: item.contentType,
    content: item.content,
    caption: item.caption.trim() || null,
    alt: item.alt.trim() || null,
  }));

/** Moves the item at `index` one place up or down (the first cannot go up, the last cannot go down). */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The request the contract accepts, or each item's first message per field. */
export function validateItems(
  items: readonly ItemValues[],
):
  { data: SaveItemsRequest; errors?: undefined } | { data?: undefined; errors: ItemErrors[]; list?: string } {
  const request = {
    items: items.map((item) => ({
      title: item.title,
      contentType: item.contentType,
      content: item.content,
      caption: item.caption.trim() || null,
      alt: item.alt.trim() || null,
    })),
  };
  const result = saveItemsRequest.safeParse(request);
  if (result.success) return { data: request as SaveItemsRequest };
  const errors: ItemErrors[] = items.map(() => ({}));
  let list: string | undefined;
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path as [string, number | undefined, keyof ItemErrors | undefined];
    if (index === undefined || field === undefined) list ??= issue.message;
    else errors[index]![field] ??= issue.message;
  }
  return { errors, ...(list ? { list } : {}) };
}
