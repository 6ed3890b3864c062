/**
 * How long a GRBL-style controller takes to make a sequence of straight moves: each move accelerates and
 * decelerates at a fixed rate (a trapezoidal speed profile: up to the feed, cruise, down; a triangle when the
 * move is too short to reach the feed), and the carriage goes through the corner between two moves at the
 * speed GRBL's junction deviation allows, so a polyline's smooth bends are taken almost at speed and a sharp
 * turn almost stops. A pen command or a dwell (`G4`) empties the planner: the carriage stops there.
 *
 * Simplifications, all small for handwriting: acceleration is limited along the path (GRBL allows up to √2 more
 * on a diagonal when both axes have the same setting), the look-ahead is unlimited (GRBL plans 16 moves ahead,
 * which at these feeds is always enough to brake from full speed), and the moves are exactly the G-code's.
 */

export interface MotionSettings {
  /** mm/s², along the path. */
  accelerationMmS2: number;
  /** GRBL's junction deviation ($11), mm: how far from the corner the carriage may cut at the junction speed. */
  junctionDeviationMm: number;
}

/**
 * Seconds to move `length` mm entering at `entry` and leaving at `exit` mm/s (both reachable: at most
 * √(v² + 2·a·length) apart), cruising at up to `feed` mm/s with acceleration `a` mm/s²: the trapezoid when
 * the move is long enough to reach the feed, the triangle (peak below the feed) when it is not.
 */
export function moveSeconds(length: number, feed: number, a: number, entry = 0, exit = 0): number {
  if (length <= 0) return 0;
  if (!(a > 0) || !Number.isFinite(a)) return length / feed;
  const up = (feed * feed - entry * entry) / (2 * a);
  const down = (feed * feed - exit * exit) / (2 * a);
  if (up + down <= length) return (feed - entry) / a + (feed - exit) / a + (length - up - down) / feed;
  const peak = Math.sqrt((2 * a * length + entry * entry + exit * exit) / 2);
  return (peak - entry) / a + (peak - exit) / a;
}

/**
 * Highest speed (mm/s) through the corner between two moves of unit directions (ux0, uy0) then (ux1, uy1):
 * GRBL's junction deviation model, v² = a·δ·sin(θ/2) / (1 − sin(θ/2)) with θ the angle between the reversed
 * first direction and the second (π straight on, 0 turning back), capped at `feed`.
 */
export function junctionSpeed(
  ux0: number,
  uy0: number,
  ux1: number,
  uy1: number,
  feed: number,
  motion: MotionSettings,
): number {
  const cos = -(ux0 * ux1 + uy0 * uy1);
  if (cos > 0.999999) return 0;
  if (cos < -0.999999) return feed;
  const sinHalf = Math.sqrt(0.5 * (1 - cos));
  const v2 = (motion.accelerationMmS2 * motion.junctionDeviationMm * sinHalf) / (1 - sinHalf);
  return Math.min(feed, Math.sqrt(v2));
}

/**
 * Adds up a machine's time over straight moves: `moveTo` queues a move (moves between two stops are planned
 * together, with the junction speeds between them), `stop` ends the queue at rest (a pen command, a dwell, the
 * end of the file), `dwell` waits. `seconds` is the time so far, including the queued moves once stopped.
 */
export class MotionTimer {
  seconds = 0;
  private x: number;
  private y: number;
  private readonly motion: MotionSettings;
  // The queued moves: length, unit direction, feed (mm/s), and the squared entry speed its junction with the
  // move before allows (0 for the first). Typed buffers, grown as needed and reused after each stop.
  private count = 0;
  private length = new Float64Array(256);
  private ux = new Float64Array(256);
  private uy = new Float64Array(256);
  private feed = new Float64Array(256);
  private limit = new Float64Array(256);
  /** Squared entry speeds while planning (one more: the exit of the last move). */
  private entry = new Float64Array(257);

  /** a·δ: the scale of the junction speed (mm²/s²). */
  private readonly reach: number;

  constructor(motion: MotionSettings, start: readonly [number, number] = [0, 0]) {
    this.motion = motion;
    this.reach = motion.accelerationMmS2 * motion.junctionDeviationMm;
    this.x = start[0];
    this.y = start[1];
  }

  /** A straight move to (x, y) at `feedMmMin` mm/min. */
  moveTo(x: number, y: number, feedMmMin: number): void {
    const dx = x - this.x;
    const dy = y - this.y;
    const length = Math.sqrt(dx * dx + dy * dy);
    this.x = x;
    this.y = y;
    // A controller drops a move that goes nowhere; it does not stop there.
    if (length < 1e-9) return;
    const feed = feedMmMin / 60;
    const ux = dx / length;
    const uy = dy / length;
    const n = this.count;
    if (n === this.length.length) this.grow();
    let limit = 0;
    if (n > 0) {
      // `junctionSpeed` squared, without its square root.
      const cos = -(this.ux[n - 1]! * ux + this.uy[n - 1]! * uy);
      const cap = Math.min(feed, this.feed[n - 1]!) ** 2;
      if (cos < -0.999999) limit = cap;
      else if (cos <= 0.999999) {
        const sinHalf = Math.sqrt(0.5 * (1 - cos));
        limit = Math.min(cap, (this.reach * sinHalf) / (1 - sinHalf));
      }
    }
    this.length[n] = length;
    this.ux[n] = ux;
    this.uy[n] = uy;
    this.feed[n] = feed;
    this.limit[n] = limit;
    this.count = n + 1;
  }

  /** The carriage comes to rest: plans the queued moves (backward then forward pass) and adds their time. */
  stop(): void {
    const n = this.count;
    if (n === 0) return;
    this.count = 0;
    const { length, feed, limit, entry } = this;
    const a = this.motion.accelerationMmS2;
    if (!(a > 0)) {
      for (let i = 0; i < n; i++) this.seconds += length[i]! / feed[i]!;
      return;
    }
    // Squared entry speeds: as high as the junction and braking to rest at the end allow…
    const twoA = 2 * a;
    entry[n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      const braking = entry[i + 1]! + twoA * length[i]!;
      const cap = Math.min(limit[i]!, feed[i]! * feed[i]!);
      entry[i] = Math.min(cap, braking);
    }
    // …and as accelerating from rest at the start allows; then each move's trapezoid (`moveSeconds`, inlined).
    entry[0] = 0;
    let vIn = 0;
    let seconds = 0;
    for (let i = 0; i < n; i++) {
      const L = length[i]!;
      const v = feed[i]!;
      const in2 = entry[i]!;
      const speeding = in2 + twoA * L;
      const out2 = Math.min(entry[i + 1]!, speeding);
      entry[i + 1] = out2;
      const vOut = Math.sqrt(out2);
      const v2 = v * v;
      const up = (v2 - in2) / twoA;
      const down = (v2 - out2) / twoA;
      if (up + down <= L) seconds += (2 * v - vIn - vOut) / a + (L - up - down) / v;
      else seconds += (2 * Math.sqrt((twoA * L + in2 + out2) / 2) - vIn - vOut) / a;
      vIn = vOut;
    }
    this.seconds += seconds;
  }

  dwell(seconds: number): void {
    this.stop();
    this.seconds += seconds;
  }

  /** The position after the queued moves. */
  get at(): [number, number] {
    return [this.x, this.y];
  }

  private grow(): void {
    const size = 2 * this.length.length;
    const grown = (from: Float64Array, extra = 0) => {
      const to = new Float64Array(size + extra);
      to.set(from);
      return to;
    };
    this.length = grown(this.length);
    this.ux = grown(this.ux);
    this.uy = grown(this.uy);
    this.feed = grown(this.feed);
    this.limit = grown(this.limit);
    this.entry = new Float64Array(size + 1);
  }
}
