/** The message of anything thrown, or '' when it has none (a crash screen then says "Unknown error"). */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}
