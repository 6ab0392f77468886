import { describe, expect, it } from 'vitest';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { moveItem, newItem, toPreview, validateItems } from './items-form';

const text = adminModulesMessages.items.validation;

describe('the items editor', () => {
  it('moves an item one place; the first cannot go up, the last cannot go down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('numbers the preview by position and drops empty captions', () => {
    const item = { ...newItem(), title: 'Texto', content: 'Olá' };
    expect(toPreview([item, item]).map((entry) => [entry.orderNumber, entry.caption])).toEqual([
      [1, null],
      [2, null],
    ]);
  });

  it("reports each item's fields with the contract's messages", () => {
    const image = { ...newItem(), title: 'Imagem', contentType: 'image', content: 'javascript:alert(1)' };
    expect(validateItems([newItem(), image]).errors).toEqual([
      { title: text.titleRequired, content: text.contentRequired },
      { content: text.urlInvalid },
    ]);
    const uploaded = { ...image, content: '/uploads/modules/m/f.png', alt: 'Um diagrama' };
    expect(validateItems([uploaded]).data?.items[0]).toMatchObject({ alt: 'Um diagrama', caption: null });
  });
});
