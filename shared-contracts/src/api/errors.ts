import { z } from 'zod';

/** Every failure of the API: `{ message }` in clear Spanish (spec §8 reads `message`). */
export const errorResponseSchema = z.object({ message: z.string().min(1) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un correo electrónico válido',
  date: 'una fecha válida (AAAA-MM-DD)',
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  const field = `El campo «${path}»`;
  if (issue.code === 'unrecognized_keys') {
    const where = path ? ` en «${path}»` : '';
    return `Campo no permitido${where}: ${issue.keys.map((key) => `«${key}»`).join(', ')}.`;
  }
  if (!path) return 'El cuerpo de la solicitud debe ser un objeto JSON válido.';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `Falta el campo obligatorio «${path}».`;
      return `${field} debe ser ${TYPE_NAMES[issue.expected] ?? 'de otro tipo'}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `${field} es demasiado largo (máximo ${issue.maximum} caracteres).`
        : `${field} debe ser como máximo ${issue.maximum}.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} no puede estar vacío.`
        : `${field} debe ser como mínimo ${issue.minimum}.`;
    case 'invalid_format':
      return `${field} debe ser ${FORMAT_NAMES[issue.format] ?? 'un valor con formato válido'}.`;
    case 'invalid_value':
      return `${field} debe ser uno de: ${issue.values
        .filter((v) => v !== '')
        .map(String)
        .join(', ')}.`;
    case 'custom':
      return `${field} ${issue.message}.`;
    default:
      return `${field} no es válido.`;
  }
}

/**
 * Spanish text naming each invalid field, for a 400 answer.
 * Parse with `reportInput: true` so a missing field reads as missing, not as a wrong type.
 */
export function describeValidationError(error: z.ZodError, maxIssues = 3): string {
  const messages = [...new Set(error.issues.map(describeIssue))];
  return messages.slice(0, maxIssues).join(' ');
}
