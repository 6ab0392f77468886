import { describe, expect, it } from 'vitest';
import { moduleFields } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { canSaveModule, initialModuleValues, validateModule } from './module-form';

describe('the module form', () => {
  it('starts as a draft with the default icon and no category', () => {
    expect(initialModuleValues()).toEqual({
      title: '',
      description: '',
      icon: 'book',
      category: '',
      isPublished: false,
    });
  });

  it.each([
    ['', 'Uma descrição', false],
    ['Título', '   ', false],
    ['Título', 'Uma descrição', true],
  ])('can be saved only with a title and a description (%j, %j)', (title, description, allowed) => {
    expect(canSaveModule({ ...initialModuleValues(), title, description })).toBe(allowed);
  });

  it('stores an empty category as none', () => {
    const values = { ...initialModuleValues(), title: 'Caixa', description: 'Fluxo de caixa' };
    expect(moduleFields.parse(validateModule(values).data).category).toBeNull();
    expect(moduleFields.parse({ ...values, category: 'finance' }).category).toBe('finance');
  });

  it("shows the contract's messages", () => {
    expect(validateModule({ ...initialModuleValues(), title: ' ', icon: 'nenhum' }).errors).toEqual({
      title: adminModulesMessages.validation.titleRequired,
      description: adminModulesMessages.validation.descriptionRequired,
      icon: adminModulesMessages.validation.iconRequired,
    });
  });
});
