import { describe, expect, it } from 'vitest';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { initialMaterialValues, validateMaterial } from './material-form';

const text = adminModulesMessages.materials.validation;

describe('the material form', () => {
  it('sends no estimate as null and no order as "last"', () => {
    expect(validateMaterial({ ...initialMaterialValues(), title: 'Caixa' }).data).toEqual({
      title: 'Caixa',
      description: '',
      type: 'article',
      estimatedTime: null,
      isPublished: false,
    });
  });

  it('reads minutes and the order as typed', () => {
    const values = { ...initialMaterialValues(), title: 'Caixa', estimatedTime: '45', orderNumber: '3' };
    expect(validateMaterial(values).data).toMatchObject({ estimatedTime: 45, orderNumber: 3 });
  });

  it("shows the contract's messages", () => {
    expect(
      validateMaterial({ ...initialMaterialValues(), estimatedTime: '1,5', orderNumber: '0' }).errors,
    ).toEqual({ title: text.titleRequired, estimatedTime: text.timeInvalid, orderNumber: text.orderInvalid });
  });
});
