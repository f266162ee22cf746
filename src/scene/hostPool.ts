/** What the pool needs to know of a host: the init-only options it was made with, and whether it can be reused. */
export interface PooledHost {
  /** Init-only options it was made with (e.g. antialiasing): a mount asking for others gets another host. */
  readonly key: string;
  /** Its WebGL context was lost: never handed out again. */
  readonly lost: boolean;
}

/**
 * Hands out hosts (one Pixi application each, see PixiSceneHost) so that battles mounted one after another reuse
 * the same one: a new renderer per battle compiles its shaders anew and Pixi keeps every compiled program's source
 * as a key of a module-level cache for the page's life (≈ 6.5 KB per battle), besides the cost of starting it.
 * Keeps at most one idle host. A mount while another one is in use (two scenes at once, or a new battle mounting
 * before the old one left) gets a host of its own; of two released, the first goes back to idle and the other is
 * destroyed. A lost host, or an idle one with other init-only options than asked, is destroyed and replaced.
 */
export class HostPool<H extends PooledHost> {
  private idle: H | null = null;
  private readonly inUse = new Set<H>();

  constructor(
    private readonly create: (key: string) => H,
    private readonly destroy: (host: H) => void,
  ) {}

  /** A host made with `key` for one mount, reusing the idle one when it fits. */
  acquire(key: string): H {
    const idle = this.idle;
    this.idle = null;
    let host: H;
    if (idle && idle.key === key && !idle.lost) {
      host = idle;
    } else {
      if (idle) this.destroy(idle);
      host = this.create(key);
    }
    this.inUse.add(host);
    return host;
  }

  /** The mount is gone: the host is kept idle for the next mount, or destroyed when it cannot serve one. */
  release(host: H): void {
    if (!this.inUse.delete(host)) return;
    if (host.lost || this.idle) {
      this.destroy(host);
      return;
    }
    this.idle = host;
  }

  /** Hosts alive now (in use and idle), for tests and the bench. */
  get size(): number {
    return this.inUse.size + (this.idle ? 1 : 0);
  }
}
