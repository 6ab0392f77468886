import * as z from 'zod';
import { validationMessages } from './messages/validation';
import { emailField, requiredName, signUpPassword } from './fields';

export const registerRequest = z.strictObject({
  firstName: requiredName(validationMessages.firstNameRequired),
  lastName: requiredName(validationMessages.lastNameRequired),
  email: emailField,
  password: signUpPassword,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerResponse = z.object({ userId: z.string(), email: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginForm = z.object({
  email: emailField,
  password: z.string().min(1, validationMessages.passwordRequired),
});
