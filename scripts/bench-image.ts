// `npx tsx scripts/bench-image.ts` against a running `npm start` (same
// PORT_OFFSET): only the image-compression figures of `npm run bench`.
import './lib/require-node.ts';
import { benchImageCompression, describeRun, PHOTO_HEIGHT, PHOTO_WIDTH } from './bench/image.ts';
import { APP_URL } from './lib/project.ts';

const RUNS = Number(process.env.RUNS ?? 5);
console.log(`Image worker, ${PHOTO_WIDTH}x${PHOTO_HEIGHT} photo-like JPEG, ${RUNS} runs (the first includes starting the worker):`);
const result = await benchImageCompression(APP_URL, RUNS, (run, i) => console.log(describeRun(run, i)));
console.log(
  `median ${result.medianMs.toFixed(0)} ms (first ${result.firstMs.toFixed(0)} ms); ` +
    `longest main-thread task ${result.longestTaskMs.toFixed(0)} ms, first run ${result.firstLongestTaskMs.toFixed(0)} ms (0 = none over 50 ms)`,
);
