/** Doubles per buffer of a `Float64Arena`: 64 KiB, the points of some hundred letters. */
const CHUNK = 8192;

/**
 * Storage for one note's many small arrays of numbers (deformed letters' strokes, letters' ink profiles): each is
 * a view into a few large buffers. A typed array of its own costs about ten times a view (its buffer is
 * allocated outside the heap and swept by the garbage collector), and a note has thousands of them.
 */
export class Float64Arena {
  private buffer = new Float64Array(0);
  private at = 0;

  take(length: number): Float64Array {
    if (this.at + length > this.buffer.length) {
      this.buffer = new Float64Array(Math.max(CHUNK, length));
      this.at = 0;
    }
    const view = this.buffer.subarray(this.at, this.at + length);
    this.at += length;
    return view;
  }
}
