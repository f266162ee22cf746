import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSoftwareRendered, resetSoftwareRenderingProbe, type CanvasFactory } from './softwareRendering';

/** A canvas whose WebGL answers like a browser with (or without) a GPU; counts contexts made and lost. */
function fakeCanvases(kind: 'hardware' | 'software' | 'none', driver = 'ANGLE (NVIDIA, GeForce RTX 3060)') {
  const made: string[] = [];
  const lost = vi.fn();
  const context = {
    getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : { loseContext: lost }),
    getParameter: (p: number) => (p === 0x9246 ? driver : 'WebKit WebGL'),
  };
  const factory: CanvasFactory = () => ({
    getContext: ((type: string, options?: WebGLContextAttributes) => {
      made.push(`${type}${options?.failIfMajorPerformanceCaveat ? ' (no caveat)' : ''}`);
      if (kind === 'none') return null;
      if (kind === 'software' && options?.failIfMajorPerformanceCaveat) return null;
      return context;
    }) as HTMLCanvasElement['getContext'],
  });
  return { factory, made, lost };
}

describe('isSoftwareRendered', () => {
  afterEach(() => resetSoftwareRenderingProbe());

  it('is false with a GPU, after one probe context that it releases', () => {
    const { factory, made, lost } = fakeCanvases('hardware');
    expect(isSoftwareRendered(factory)).toBe(false);
    expect(made).toEqual(['webgl (no caveat)']);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('is true when only a context with a performance caveat exists (software WebGL)', () => {
    const { factory, lost } = fakeCanvases('software');
    expect(isSoftwareRendered(factory)).toBe(true);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it("is true when the driver's name is a software rasteriser the browser does not call slow", () => {
    expect(isSoftwareRendered(fakeCanvases('hardware', 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)').factory)).toBe(true);
    resetSoftwareRenderingProbe();
    expect(isSoftwareRendered(fakeCanvases('hardware', 'llvmpipe (LLVM 15.0.6, 256 bits)').factory)).toBe(true);
  });

  it('is false without WebGL at all (nothing to lower; the renderer reports that itself)', () => {
    expect(isSoftwareRendered(fakeCanvases('none').factory)).toBe(false);
  });

  it('asks once per page', () => {
    const first = fakeCanvases('software');
    isSoftwareRendered(first.factory);
    const second = fakeCanvases('hardware');
    expect(isSoftwareRendered(second.factory)).toBe(true);
    expect(second.made).toEqual([]);
  });

  it('treats a throwing canvas as hardware (never blocks the scene)', () => {
    expect(isSoftwareRendered(() => { throw new Error('no DOM'); })).toBe(false);
  });
});
