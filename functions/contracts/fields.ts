import * as z from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';
import { validationMessages } from './messages/validation';

// zod's own messages (unknown keys, wrong types) in Brazilian Portuguese wherever contracts are used.
// The namespace import and this one locale keep zod's other 50 locales out of every bundle.
z.config(ptBR());

const v = validationMessages;

/** Field schemas shared by every contract and by the web forms, so both show the same message. */
export const emailField = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(254, v.tooLong)
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, v.tooLong);

export const signUpPassword = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(6, v.passwordMin6)
  .max(256, v.tooLong);

/**
 * Catalogue keys and ids (diagnostic, result, question, section): they become parts of sort keys
 * (`ANSWER#<diagnosticId>#<questionId>`), so no '#', no spaces, nothing a key could be bent with.
 */
export const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** A path parameter holding one of those keys. */
export const keyParam = (max: number) => z.string().min(1).max(max).regex(SAFE_KEY);
