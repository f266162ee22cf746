// Whether this build records a trace of every playout (WasmPlayouts.trace). false here, for the playout that ships;
// scripts/wasm/buildPlayout.ts builds build/playoutTrace.wasm from a copy with true (the trace costs ≈ 6 %).
export const TRACING: bool = false;
