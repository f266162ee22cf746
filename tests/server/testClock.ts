/** A clock for the app under test: starts at the real time and moves only when a test says so. */
export class TestClock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  /** The clock's time. */
  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock forward by `seconds`. */
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }

  /** Sets the clock. */
  set(date: Date): void {
    this.current = date.getTime();
  }
}
