/**
 * Decides whether a ticker frame needs drawing: when the playback time moved since the last drawn frame, or when
 * something else changed and {@link markDirty} was called (a cursor change, new props, a resize, an image that
 * arrived). A paused or waiting battle then renders nothing; every frame of a playing one still renders.
 */
export class RenderGate {
  private dirty = true;
  private drawnAt = Number.NaN;

  /** The next frame renders whatever the time. */
  markDirty(): void {
    this.dirty = true;
  }

  /** True when a frame at playback `time` must be drawn; it then counts as drawn. */
  shouldRender(time: number): boolean {
    if (!this.dirty && time === this.drawnAt) return false;
    this.dirty = false;
    this.drawnAt = time;
    return true;
  }
}
