import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorsMessages } from '@contracts/messages/errors';
import { useHeldTyping } from '../prerender/first-load';
import { fieldMessages } from './api-error';
import { toast } from './toast';

type Errors<T> = Partial<Record<keyof T, string>>;

/** A text field's value, or a checkbox's. */
type FormValue = string | boolean;

/**
 * The contract, or a loader for it: a page that should show before zod and the message catalogue are
 * downloaded (/auth) passes `() => import(...)`; the download starts when a field gets focus.
 */
export type SchemaSource<S extends z.ZodObject> = S | (() => Promise<S>);

/**
 * Form state validated by the same zod contract the API uses, so the browser shows the API's
 * Portuguese messages before a request is sent. Text fields hold strings (`field`), checkboxes
 * booleans (`checkbox`).
 */
export function useZodForm<
  S extends z.ZodObject,
  Values extends Record<keyof z.input<S>, FormValue> = Record<keyof z.input<S>, string>,
>(source: SchemaSource<S>, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors<Values>>({});
  const inputs = useRef(new Map<keyof Values, HTMLInputElement>());
  useHeldTyping(inputs.current, (held) => {
    const typed = [...held].filter(([name, value]) => value !== initial[name]);
    if (typed.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
  });
  const schema = (): Promise<S> => (typeof source === 'function' ? source() : Promise.resolve(source));

  const field = <K extends keyof Values>(name: K) => ({
    name: String(name),
    value: values[name],
    inputRef: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    // Typing begins: have the contract ready for the submit.
    onFocus: () => void schema().catch(() => undefined),
  });

  const checkbox = (name: keyof Values) => ({
    name: String(name),
    checked: values[name] === true,
    error: errors[name],
    onChange: (checked: boolean) => {
      setValues((current) => ({ ...current, [name]: checked }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** The parsed data, or null after showing each field's first message. */
  const validate = async (): Promise<z.output<S> | null> => {
    const result = (await schema()).safeParse(values);
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

  const [submitting, setSubmitting] = useState(false);

  /** The form's onSubmit: validates, then runs `action` with the parsed data while `submitting` is true. */
  const submit = (action: (data: z.output<S>) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    let data: z.output<S> | null;
    try {
      data = await validate();
    } catch {
      // The contract could not be downloaded: the server is out of reach.
      toast({
        title: errorsMessages.queryFailedTitle,
        description: errorsMessages.network,
        variant: 'destructive',
      });
      return;
    }
    if (!data) return;
    setSubmitting(true);
    try {
      await action(data);
    } finally {
      setSubmitting(false);
    }
  };

  /** Shows the API's per-field messages (a VALIDATION_ERROR's details) on the fields. */
  const showServerErrors = (error: unknown) => {
    const messages = fieldMessages(error);
    if (messages) setErrors(messages as Errors<Values>);
  };

  return { values, field, checkbox, validate, setErrors, reset, submit, submitting, showServerErrors };
}
