/** WAV reading and writing for 16-bit PCM, tolerant of the streaming headers some tools write. */
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

export class WavError extends Error {
  override readonly name = 'WavError';
}

/** Reads 16-bit PCM from a WAV file; stereo is mixed down to mono. */
export function parseWav(bytes: Uint8Array): PcmAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.byteLength < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') throw new WavError('not a WAV file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | undefined;
  while (offset + 8 <= bytes.byteLength) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const audioFormat = view.getUint16(body, true);
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
      if (audioFormat !== 1 || format.bits !== 16) throw new WavError('only 16-bit PCM WAV is supported');
    } else if (id === 'data') {
      if (!format) throw new WavError('WAV data before its format');
      // Streaming writers put 0 or 0xFFFFFFFF-ish sizes here: read to the end of what is there.
      const end = Math.min(
        bytes.byteLength,
        size > 0 && body + size <= bytes.byteLength ? body + size : bytes.byteLength,
      );
      const count = Math.floor((end - body) / 2);
      const interleaved = new Int16Array(count);
      for (let i = 0; i < count; i += 1) interleaved[i] = view.getInt16(body + i * 2, true);
      if (format.channels === 1) return { samples: interleaved, sampleRate: format.sampleRate };
      const mono = new Int16Array(Math.floor(count / format.channels));
      for (let i = 0; i < mono.length; i += 1) {
        let sum = 0;
        for (let c = 0; c < format.channels; c += 1) sum += interleaved[i * format.channels + c]!;
        mono[i] = Math.round(sum / format.channels);
      }
      return { samples: mono, sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new WavError('WAV file has no data');
}

/** A mono 16-bit PCM WAV file. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}
