// Cleaning a photo for OCR, in plain JS over canvas pixels (no
// native image package beyond the canvas pdfjs already brings):
// - ink vs paper: a threshold between the darkest ink and the typical paper,
//   which drops the grey specks, shadows and table top of a phone photo that
//   Tesseract's own binarisation keeps;
// - skew: the angle at which the rows of ink line up best (projection
//   profile), so names and their prices far to the right stay on one line.
//   Tesseract's rotateAuto found 0 rad on a menu turned 2.5° here.

/** Luminance per pixel from RGBA. */
export function toGrey(rgba: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < grey.length; i++) grey[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  return grey;
}

/** The level below which `fraction` of the pixels lie. */
function percentile(grey: Uint8Array, fraction: number): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of grey) histogram[v]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= grey.length * fraction) return v;
  return 255;
}

/**
 * A page whose background (the median) is dark and whose lightest pixels (the
 * letters, above the 99th percentile) are far lighter: light text on a dark
 * board or a dark-themed menu.
 */
export function isDarkPage(grey: Uint8Array): boolean {
  const background = percentile(grey, 0.5);
  return background < 100 && percentile(grey, 0.99) - background > 80;
}

/** Between the ink (1st percentile) and the paper (median), a little towards the paper. */
export function inkThreshold(grey: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const v of grey) histogram[v]! += 1;
  const at = (fraction: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= grey.length * fraction) return v;
    return 255;
  };
  const ink = at(0.01);
  const paper = at(0.5);
  return ink + (paper - ink) * 0.55;
}

/** The skew in radians (within ±8°) that makes rows of ink sharpest; 0 when there is no ink. */
export function skewAngle(ink: Uint8Array, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  // Every other pixel both ways is plenty to find rows of text.
  for (let y = 0; y < height; y += 2) for (let x = 0; x < width; x += 2) if (ink[y * width + x]) {
    xs.push(x);
    ys.push(y);
  }
  if (xs.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  const bins = new Float64Array(Math.ceil((height + width) / 2) + 2);
  for (let degrees = -8; degrees <= 8; degrees += 0.25) {
    const a = (degrees * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.floor((ys[i]! * cos - xs[i]! * sin + width) / 2)]! += 1;
    let score = 0;
    for (const b of bins) score += b * b;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}
