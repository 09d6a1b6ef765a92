/** Audio on the wire and inside the pipeline: raw PCM, signed 16-bit little-endian, mono, 16 kHz. */
export const SAMPLE_RATE = 16_000;
/** Frames are 20 ms. */
export const FRAME_MS = 20;
export const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000;
export const FRAME_BYTES = FRAME_SAMPLES * 2;

/** Int16 samples over the given bytes (copied when the bytes are not 2-byte aligned). */
export function bytesToSamples(bytes: Uint8Array): Int16Array {
  const even = bytes.byteLength - (bytes.byteLength % 2);
  if (bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, even / 2);
  return new Int16Array(bytes.slice(0, even).buffer);
}

export function samplesToBytes(samples: Int16Array): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
}

/** The chunks one after another, in one array. */
export function concatSamples(chunks: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Root mean square of the samples, 0 to 32768. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** Splits samples into 20 ms frames; the last one is padded with silence. */
export function* frames(samples: Int16Array): Generator<Int16Array> {
  for (let start = 0; start < samples.length; start += FRAME_SAMPLES) {
    const frame = samples.subarray(start, start + FRAME_SAMPLES);
    if (frame.length === FRAME_SAMPLES) yield frame;
    else {
      const padded = new Int16Array(FRAME_SAMPLES);
      padded.set(frame);
      yield padded;
    }
  }
}

/** Cuts a stream of sample chunks of any length into whole 20 ms frames. */
export class Framer {
  private pending = new Int16Array(0);

  push(samples: Int16Array): Int16Array[] {
    const all = new Int16Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    const out: Int16Array[] = [];
    let start = 0;
    for (; start + FRAME_SAMPLES <= all.length; start += FRAME_SAMPLES)
      out.push(all.slice(start, start + FRAME_SAMPLES));
    this.pending = all.slice(start);
    return out;
  }

  /** The rest, padded to a whole frame; nothing when there is no rest. */
  flush(): Int16Array[] {
    if (this.pending.length === 0) return [];
    const padded = new Int16Array(FRAME_SAMPLES);
    padded.set(this.pending);
    this.pending = new Int16Array(0);
    return [padded];
  }
}
