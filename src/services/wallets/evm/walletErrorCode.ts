/** The EIP-1193 code of a wallet's error (4001 rejected, 4902 chain not added…), looking through `cause`. */
export function walletErrorCode(error: unknown): number | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'number') return code;
  }
  return undefined;
}
