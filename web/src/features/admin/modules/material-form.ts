import { materialFields, type AdminMaterial, type MaterialFields } from '@contracts/admin-modules';

export interface MaterialValues {
  title: string;
  description: string;
  type: string;
  /** Minutes as typed; '' = not estimated. */
  estimatedTime: string;
  /** As typed; '' on a new material = last. */
  orderNumber: string;
  isPublished: boolean;
}
export type MaterialErrors = Partial<Record<keyof MaterialValues, string>>;

export function initialMaterialValues(material?: AdminMaterial): MaterialValues {
  if (!material) {
    return {
      title: '',
      description: '',
      type: 'article',
      estimatedTime: '',
      orderNumber: '',
      isPublished: false,
    };
  }
  return {
    title: material.title,
    description: material.description,
    type: material.type,
    estimatedTime: material.estimatedTime === null ? '' : String(material.estimatedTime),
    orderNumber: String(material.orderNumber),
    isPublished: material.isPublished,
  };
}

const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed.replace(',', '.')));

/** The request the contract accepts, or each field's first message. */
export function validateMaterial(
  values: MaterialValues,
): { data: MaterialFields; errors?: undefined } | { data?: undefined; errors: MaterialErrors } {
  const order = numberOrNull(values.orderNumber);
  const request = {
    ...values,
    estimatedTime: numberOrNull(values.estimatedTime),
    ...(order === null ? { orderNumber: undefined } : { orderNumber: order }),
  };
  const result = materialFields.safeParse(request);
  if (result.success) return { data: result.data };
  const errors: MaterialErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof MaterialValues] ??= issue.message;
  return { errors };
}
