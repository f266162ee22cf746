// Whether this build records every event of the full run in the event buffer (WasmRun). false here, for the batch
// playout that ships as build/playout.wasm; scripts/wasm/buildPlayout.ts builds build/playoutRecord.wasm from a copy
// with true. One flag read at run time cost the batch ≈ 7 % (docs/ENGINE.md), so the batch's build has none of it.
export const RECORDING: bool = false;
