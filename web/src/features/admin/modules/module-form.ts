import {
  DEFAULT_MODULE_ICON,
  moduleFields,
  type AdminModule,
  type ModuleFields,
} from '@contracts/admin-modules';

export interface ModuleValues {
  title: string;
  description: string;
  icon: string;
  /** '' = none ('Sem categoria'). */
  category: string;
  isPublished: boolean;
}
export type ModuleErrors = Partial<Record<keyof ModuleValues, string>>;

/** The module being edited, or a new one: a draft with the default icon and no category (spec 4). */
export function initialModuleValues(module?: AdminModule): ModuleValues {
  if (!module)
    return { title: '', description: '', icon: DEFAULT_MODULE_ICON, category: '', isPublished: false };
  const { title, description, icon, category, isPublished } = module;
  return { title, description, icon, category: category ?? '', isPublished };
}

/** Spec 5: the save button stays disabled while the title or the description is empty. */
export const canSaveModule = (values: ModuleValues) =>
  values.title.trim() !== '' && values.description.trim() !== '';

/** The contract's verdict: the request (an empty category stored as none) or each field's first message. */
export function validateModule(
  values: ModuleValues,
): { data: ModuleFields; errors?: undefined } | { data?: undefined; errors: ModuleErrors } {
  const result = moduleFields.safeParse(values);
  // The values as typed (the server stores an empty category as none), now known to be valid.
  if (result.success) return { data: values as ModuleFields };
  const errors: ModuleErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof ModuleValues] ??= issue.message;
  return { errors };
}
