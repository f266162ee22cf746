/**
 * Thins out the overlay's renders during plain playback: a playback advance is shown at once when the last render
 * is at least `intervalMs` old, otherwise the newest one waits for the end of that interval (one timer, later
 * advances replace it). Anything else (play, pause, speed, a seek, the end) is shown at once and drops the waiting
 * advance. At 4× a slow frame crosses several events and the log, scrub bar and inspector re-rendered for each
 * one; now they render at most 1000 / intervalMs times a second of wall time while the battle just plays.
 */
export class AdvanceCoalescer<T> {
  private shownAt = Number.NEGATIVE_INFINITY;
  private pending: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly show: (value: T, advance: boolean) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A new value; `advance` when it only continues plain playback (see isPlaybackAdvance). */
  push(value: T, advance: boolean): void {
    if (!advance) {
      this.cancel();
      this.emit(value, false);
      return;
    }
    const wait = this.shownAt + this.intervalMs - this.now();
    if (wait <= 0 && !this.timer) {
      this.emit(value, true);
      return;
    }
    this.pending = { value };
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const next = this.pending;
      this.pending = null;
      if (next) this.emit(next.value, true);
    }, Math.max(0, wait));
  }

  /** Drops a waiting advance (unmount, or a new source). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private emit(value: T, advance: boolean): void {
    this.shownAt = this.now();
    this.show(value, advance);
  }
}
