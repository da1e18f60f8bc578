import { z } from 'zod';

/** Length bounds of free-text fields; the API's 100 KB body limit fits every field at its maximum. */
export const TEXT_LIMITS = {
  code: 20,
  phone: 40,
  measure: 60,
  short: 120,
  medium: 500,
  long: 2000,
} as const;

// PostgreSQL text and jsonb cannot store NUL or lone surrogates; other control characters are never typed.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A bounded free-text field that PostgreSQL can store exactly as sent. */
export function boundedText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !FORBIDDEN_CHARACTERS.test(value) && !LONE_SURROGATE.test(value), {
      error: 'contiene caracteres no permitidos',
    });
}

/** An optional choice among the form's options; '' is an unanswered select. */
export function optionalChoice<const T extends readonly string[]>(options: T) {
  return z.enum(['', ...options] as [string, ...T]).optional();
}
