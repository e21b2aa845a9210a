/** Sign-in and registration forms (SPEC §5): one schema validates the form and the request. */
import { z } from './zod';
import { MESSAGES } from './auth';
import { LIMITS } from './constants';
import { trimText } from './text';

/** A required text field: blank or missing gives 'This field is required'. */
export const requiredText = z.string({ error: MESSAGES.required }).overwrite(trimText).min(1, MESSAGES.required);
export const emailField = requiredText.max(254).pipe(z.email({ error: 'Please enter a valid email address' }));
const password = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(LIMITS.minPasswordLength, MESSAGES.passwordMin)
  .max(200, 'Password must be at most 200 characters');

export const registerSchema = z
  .object({
    firstName: requiredText.max(100),
    lastName: requiredText.max(100),
    email: emailField,
    password,
    confirmPassword: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({ email: emailField, password });
export type LoginInput = z.infer<typeof loginSchema>;
