import { useState } from 'react';
import type { z } from 'zod';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * Form state validated by the same zod contract the API uses, so the browser shows the API's
 * Portuguese messages before a request is sent.
 */
export function useZodForm<S extends z.ZodObject>(schema: S, initial: Record<keyof z.input<S>, string>) {
  type Values = typeof initial;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});

  const field = (name: keyof Values) => ({
    name: String(name),
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** The parsed data, or null after showing each field's first message. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const next: Errors<Values> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof Values;
      next[name] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  const reset = (next: Values) => {
    setValues(next);
    setErrors({});
  };

  return { values, field, validate, setErrors, reset };
}
