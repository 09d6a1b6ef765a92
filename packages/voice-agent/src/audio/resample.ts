/**
 * Converts mono 16-bit audio between sample rates by linear interpolation, with a simple moving
 * average first when going down, so speech stays intelligible without aliasing whistles.
 */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate || samples.length === 0) return samples;
  let source = samples;
  if (toRate < fromRate) {
    const width = Math.max(1, Math.round(fromRate / toRate));
    if (width > 1) {
      source = new Int16Array(samples.length);
      let sum = 0;
      for (let i = 0; i < samples.length; i += 1) {
        sum += samples[i]!;
        if (i >= width) sum -= samples[i - width]!;
        source[i] = Math.round(sum / Math.min(i + 1, width));
      }
    }
  }
  const length = Math.floor((source.length * toRate) / fromRate);
  const out = new Int16Array(length);
  const step = fromRate / toRate;
  for (let i = 0; i < length; i += 1) {
    const position = i * step;
    const index = Math.floor(position);
    const fraction = position - index;
    const a = source[index] ?? 0;
    const b = source[index + 1] ?? a;
    out[i] = Math.round(a + (b - a) * fraction);
  }
  return out;
}
