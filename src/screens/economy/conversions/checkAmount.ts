/** Why a typed amount cannot be converted, or the amount. */
export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: 'empty' | 'not_whole' | 'below_min' | 'above_max' | 'above_balance' };

/**
 * Reads what the player typed as an amount to pay: digits only (spaces and the locale's group separators allowed),
 * between the conversion's min and max, and no more than is held. The server checks all of it again.
 */
export function checkAmount(text: string, limits: { min: number; max: number }, held: number): AmountCheck {
  const digits = text.replace(/[\s,.'\u00a0\u202f]/g, '');
  if (digits === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(digits) || /[.,]\d{1,2}$/.test(text.trim())) return { ok: false, problem: 'not_whole' };
  const amount = Number(digits);
  if (!Number.isSafeInteger(amount) || amount > limits.max) return { ok: false, problem: 'above_max' };
  if (amount < limits.min) return { ok: false, problem: 'below_min' };
  if (amount > held) return { ok: false, problem: 'above_balance' };
  return { ok: true, amount };
}

/** Quick picks for the amount: the minimum, half and all of what is held, each within the limits (none when too little is held). */
export function quickAmounts(limits: { min: number; max: number }, held: number): { min: number; half: number; all: number } | null {
  const all = Math.min(held, limits.max);
  if (all < limits.min) return null;
  return { min: limits.min, half: Math.max(limits.min, Math.floor(all / 2)), all };
}
