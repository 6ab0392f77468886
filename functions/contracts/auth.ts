import * as z from 'zod';
import { validationMessages } from './messages/validation';
import { emailField, requiredName, signUpPassword } from './fields';
import { termsAcceptedField } from './legal';

export const registerRequest = z.strictObject({
  firstName: requiredName(validationMessages.firstNameRequired),
  lastName: requiredName(validationMessages.lastNameRequired),
  email: emailField,
  password: signUpPassword,
  /** The unchecked box 'Li e aceito os Termos de Uso e a Política de Privacidade', ticked (decision 0046). */
  termsAccepted: termsAcceptedField,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** A sign-up waits for the e-mailed code (decision 0044): the account exists once it is confirmed. */
export const registerResponse = z.object({
  userId: z.string(),
  email: z.string(),
  confirmationRequired: z.literal(true),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

const confirmationCode = z
  .string({ error: validationMessages.codeRequired })
  .trim()
  .min(1, validationMessages.codeRequired)
  .max(64, validationMessages.tooLong);

export const confirmSignupRequest = z.strictObject({ email: emailField, code: confirmationCode });
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequest>;

/** `trialEndsAt`: the trial that started now (a trial sign-up), else null. */
export const confirmSignupResponse = z.object({ email: z.string(), trialEndsAt: z.string().nullable() });
export type ConfirmSignupResponse = z.infer<typeof confirmSignupResponse>;

export const resendCodeRequest = z.strictObject({ email: emailField });
export type ResendCodeRequest = z.infer<typeof resendCodeRequest>;

export const resendCodeResponse = z.object({ success: z.literal(true) });
export type ResendCodeResponse = z.infer<typeof resendCodeResponse>;

export const loginForm = z.object({
  email: emailField,
  password: z.string().min(1, validationMessages.passwordRequired),
});
