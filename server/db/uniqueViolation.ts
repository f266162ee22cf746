/** Whether a database error is a unique violation (Postgres 23505), directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
}
