/** What the probe needs from the page: a way to make a canvas (a parameter, so tests can stand in for the DOM). */
export type CanvasFactory = () => Pick<HTMLCanvasElement, 'getContext'>;

let answer: boolean | undefined;

/** Driver names of software rasterisers (Chromium's SwiftShader, Mesa's llvmpipe/softpipe, Windows' WARP). */
const SOFTWARE_DRIVERS = /SwiftShader|llvmpipe|softpipe|Software Rasterizer|Microsoft Basic Render/i;

/**
 * True when this browser draws WebGL in software (SwiftShader, llvmpipe, a blocklisted GPU): there the GPU process
 * rasterises every canvas pixel on the CPU the page also runs on. On a 2-core machine a DPR-2 antialiased canvas
 * kept it on a whole core at 10 fps and starved the page's main thread (the scene's long tasks were tasks using
 * < 10 ms of CPU over 60–190 ms of wall time). Asked two ways: a context with `failIfMajorPerformanceCaveat` is
 * refused where the browser itself calls rendering slow, and otherwise the driver's name tells (Chromium told to use
 * SwiftShader, as on our test machines, does not call it a caveat). One tiny context, released at once, once per
 * page (Pixi makes a similar probe of its own before its renderer).
 */
export function isSoftwareRendered(makeCanvas: CanvasFactory = () => document.createElement('canvas')): boolean {
  if (answer !== undefined) return answer;
  answer = probe(makeCanvas);
  return answer;
}

function probe(makeCanvas: CanvasFactory): boolean {
  try {
    const canvas = makeCanvas();
    // WebGL 1 is enough to ask; any context that exists at all tells whether hardware would draw.
    const plain = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true }) as WebGLRenderingContext | null;
    if (plain) {
      const info = plain.getExtension('WEBGL_debug_renderer_info');
      const renderer = info ? String(plain.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
      plain.getExtension('WEBGL_lose_context')?.loseContext();
      return SOFTWARE_DRIVERS.test(renderer);
    }
    // Refused: software rendering, or no WebGL at all (then Pixi fails on its own; nothing to lower).
    const fallback = makeCanvas().getContext('webgl') as WebGLRenderingContext | null;
    fallback?.getExtension('WEBGL_lose_context')?.loseContext();
    return fallback !== null;
  } catch {
    return false;
  }
}

/** Forgets the cached answer (tests). */
export function resetSoftwareRenderingProbe(): void {
  answer = undefined;
}
