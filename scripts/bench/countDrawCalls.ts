declare global {
  interface Window {
    /** WebGL draw calls the page has made since it loaded (see countDrawCalls). */
    __drawCalls: number;
  }
}

/**
 * Counts the page's WebGL draw calls into `window.__drawCalls`: an init script (`context.addInitScript`), serialised
 * into the page, so everything it uses is declared inside.
 */
export function countDrawCalls(): void {
  window.__drawCalls = 0;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype] as unknown as Record<string, (...a: unknown[]) => unknown>[]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = proto[name];
      if (!original) continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        window.__drawCalls++;
        return original.apply(this, args);
      };
    }
  }
}
