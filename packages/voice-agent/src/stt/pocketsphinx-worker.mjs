// Runs pocketsphinx decoders off the main thread (libpocketsphinx through koffi). Plain JavaScript so
// Node can start it as a worker from source and from the server build alike.
import { parentPort, workerData } from 'node:worker_threads';
import koffi from 'koffi';

const sphinxbase = koffi.load('libsphinxbase.so.3');
const pocketsphinx = koffi.load('libpocketsphinx.so.3');
const ps_args = pocketsphinx.func('void *ps_args()');
const cmd_ln_parse_r = sphinxbase.func(
  'void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)',
);
const ps_init = pocketsphinx.func('void *ps_init(void *config)');
const ps_start_utt = pocketsphinx.func('int ps_start_utt(void *ps)');
const ps_process_raw = pocketsphinx.func(
  'int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)',
);
const ps_end_utt = pocketsphinx.func('int ps_end_utt(void *ps)');
const ps_get_hyp = pocketsphinx.func('const char *ps_get_hyp(void *ps, _Out_ int *score)');

const { modelDir } = workerData;
const argv = [
  '-hmm',
  `${modelDir}/en-us`,
  '-lm',
  `${modelDir}/en-us.lm.bin`,
  '-dict',
  `${modelDir}/cmudict-en-us.dict`,
  '-logfn',
  '/dev/null',
];

/** Decoders are expensive to make (the acoustic model loads): keep and reuse them. */
const idle = [];
/** @type {Map<string, { decoder: unknown, frames: number, lastPartial: string }>} */
const active = new Map();

function newDecoder() {
  const config = cmd_ln_parse_r(null, ps_args(), argv.length, argv, 1);
  if (!config) throw new Error(`pocketsphinx could not read its model in ${modelDir}`);
  const decoder = ps_init(config);
  if (!decoder) throw new Error(`pocketsphinx could not start with the model in ${modelDir}`);
  return decoder;
}

function hypothesis(decoder) {
  const score = [0];
  return (ps_get_hyp(decoder, score) ?? '').trim();
}

parentPort.on('message', (message) => {
  const { type, id } = message;
  try {
    if (type === 'open') {
      const decoder = idle.pop() ?? newDecoder();
      ps_start_utt(decoder);
      active.set(id, { decoder, frames: 0, lastPartial: '' });
    } else if (type === 'audio') {
      const stream = active.get(id);
      if (!stream) return;
      const samples = new Int16Array(message.buffer);
      ps_process_raw(stream.decoder, samples, samples.length, 0, 0);
      stream.frames += 1;
      // A partial result every 200 ms of audio, when it changed.
      if (stream.frames % 10 === 0) {
        const text = hypothesis(stream.decoder);
        if (text && text !== stream.lastPartial) {
          stream.lastPartial = text;
          parentPort.postMessage({ type: 'partial', id, text });
        }
      }
    } else if (type === 'end' || type === 'abort') {
      const stream = active.get(id);
      if (!stream) return;
      active.delete(id);
      ps_end_utt(stream.decoder);
      const text = type === 'end' ? hypothesis(stream.decoder) : '';
      idle.push(stream.decoder);
      if (type === 'end') parentPort.postMessage({ type: 'final', id, text });
    } else if (type === 'warm') {
      idle.push(newDecoder());
      parentPort.postMessage({ type: 'warm', id });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
});
