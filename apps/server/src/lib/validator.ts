import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { FieldErrorCode } from '@ideamatch/shared';

/** Path of the first string (or object key) holding a NUL character, or null. */
function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The request validator of every route: the Zod schema, after refusing a NUL character anywhere in
 * the body, query, params or headers it checks, so no string with one ever reaches SQL. The
 * error has the shape of a Zod issue, so the error handler answers it as any field error (400,
 * VALIDATION_ERROR, the field in `details`).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = findNul(data);
    if (path) {
      return {
        error: [
          {
            [Symbol.for('ZodFastifySchemaValidationError')]: true,
            keyword: 'custom',
            instancePath: `/${path.join('/')}`,
            schemaPath: `#/${path.join('/')}/custom`,
            message: 'NUL_CHARACTER' satisfies FieldErrorCode,
            params: {},
          },
        ] as never,
      };
    }
    return validate(data);
  };
};
