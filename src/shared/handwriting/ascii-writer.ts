/**
 * Text built as ASCII bytes in one growing buffer: the pen files (SVG paths, G-code) hold tens of thousands of
 * numbers each, and a production pack writes them for thousands of notes. Appending strings made millions of
 * short-lived strings per pack and kept its render threads collecting garbage; numbers here are copied as bytes
 * from one table (`writeMm`). Only ASCII may be written (`text` refuses anything else), so the bytes are
 * the file's UTF-8 as they stand.
 */
import { MAX_MM_BYTES, writeMm } from './mm-number';

export class AsciiWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(capacity = 1 << 16) {
    this.buffer = new Uint8Array(capacity);
  }

  text(text: string): this {
    this.reserve(text.length);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0x7f) throw new Error(`Not ASCII: ${JSON.stringify(text[i])} in ${JSON.stringify(text)}`);
      this.buffer[this.length++] = code;
    }
    return this;
  }

  /** Millimetres to 0.01 mm in their shortest form, exactly as `formatMm` spells them. */
  mm(value: number): this {
    this.reserve(MAX_MM_BYTES);
    this.length = writeMm(this.buffer, this.length, value);
    return this;
  }

  /** The bytes written: a view of the writer's buffer, so write nothing more once they are taken. */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  toString(): string {
    return asciiText(this.buffer.subarray(0, this.length));
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

const decoder = new TextDecoder();

/** ASCII bytes as a string (ASCII is UTF-8). */
export function asciiText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
