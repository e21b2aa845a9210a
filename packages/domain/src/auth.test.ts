import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './auth';
import { loginSchema, NAME_MESSAGES, nameField, registerSchema } from './auth-schemas';
import { bookingFormSchema } from './booking';
import { listingRequestInputSchema } from './content/listingRequests';

const valid = { firstName: 'Asha', lastName: 'Verma', email: 'asha@example.com', password: 'secret1', confirmPassword: 'secret1' };

/** The message shown under each field: the first problem found for it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('registration form', () => {
  it('accepts a complete form and trims names and e-mail', () => {
    const parsed = registerSchema.parse({ ...valid, firstName: ' Asha ', email: ' asha@example.com ' });
    expect(parsed.firstName).toBe('Asha');
    expect(parsed.email).toBe('asha@example.com');
  });

  it('words every problem as docs/product/rules.md does', () => {
    const result = registerSchema.safeParse({ firstName: '', lastName: '', email: '', password: '123', confirmPassword: '' });
    expect(messages(result)).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'This field is required',
    });
  });

  it('requires the confirmation to match', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Your Passwords do not match',
    });
  });
});

describe('names', () => {
  it.each(['Asha', 'Jean-Luc', "O'Brien", 'J. R. R.', 'Zoë', 'आशा', 'ராஜா', 'محمد', '李 小龙', 'D’Souza', 'a'.repeat(50)])(
    'takes %s',
    (name) => expect(nameField.safeParse(name).success).toBe(true),
  );

  it.each([
    ['Your payment FAILED. Pay again: https://evil.example', NAME_MESSAGES.tooLong],
    ['Pay at https://x', NAME_MESSAGES.characters],
    ['evil.example', NAME_MESSAGES.link],
    ['Visit www.evil', NAME_MESSAGES.link],
    ['12345', NAME_MESSAGES.characters],
    ['Asha2', NAME_MESSAGES.characters],
    ['Asha\nPay now', NAME_MESSAGES.characters],
    ['Asha\tVerma', NAME_MESSAGES.characters],
    ['<b>Asha</b>', NAME_MESSAGES.characters],
    ['...', NAME_MESSAGES.characters],
    ['a'.repeat(51), NAME_MESSAGES.tooLong],
  ])('refuses %j: %s', (name, message) => {
    const result = nameField.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('is the one rule of registration, a booking’s guest and a listing request', () => {
    for (const schema of [registerSchema, bookingFormSchema, listingRequestInputSchema]) {
      const result = schema.safeParse({ firstName: 'Pay at evil.example', lastName: '1234' });
      expect(messages(result)).toMatchObject({ firstName: NAME_MESSAGES.link, lastName: NAME_MESSAGES.characters });
    }
  });
});

describe('sign-in form', () => {
  it('requires both fields and a 6-character password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
});

it('compares e-mail addresses without case or surrounding blanks', () => {
  expect(normalizeEmail('  Asha.Verma@Example.COM ')).toBe('asha.verma@example.com');
});

describe('a hostile name', () => {
  it('of a megabyte of letters is refused as too long, without the patterns reading it', () => {
    // A megabyte of letters made the link pattern backtrack for minutes; ending in '.bc' it would
    // match at once and add its message, so a second message means the patterns read it.
    const result = registerSchema.safeParse({
      firstName: `${'a'.repeat(1_000_000)}.bc`,
      lastName: 'Rao',
      email: 'asha@example.com',
      password: 'long enough password',
      confirmPassword: 'long enough password',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/at most/)]);
  });
});
