import * as z from 'zod';
import { emailField } from './fields';
import { passwordMessages } from './messages/password';
import { validationMessages } from './messages/validation';

const m = passwordMessages;

/** A new password with its confirmation; the mismatch error sits on the confirmation field. */
const newPasswordPair = {
  newPassword: z.string().min(8, m.newMin8).max(256, validationMessages.tooLong),
  confirmPassword: z.string().min(8, m.confirmMin8),
};

const confirmationMatches = (
  value: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) => {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.mismatch });
  }
};

export const changePasswordForm = z
  .object({ currentPassword: z.string().min(1, m.currentRequired), ...newPasswordPair })
  .superRefine(confirmationMatches);

export const resetPasswordForm = z
  .object({ email: emailField, code: z.string().trim().min(1, m.codeRequired), ...newPasswordPair })
  .superRefine(confirmationMatches);

export const recoverForm = z.object({ email: emailField });
