// Uneven light taken out of a photo before the ink threshold (flat-field
// correction). A phone photo of a menu has a shadow across it and light that
// falls off towards one side, and the page often fills only part of the
// picture, the table around it darker than the paper: one global threshold
// between the ink and the picture's median then keeps the shadow as ink or
// drops the faint letters. The background, what the picture would be
// without its letters, is estimated at a coarse scale: the lightest value
// around each point over a window wider than a letter's stroke, then the
// darkest over a slightly wider one (a closing, which keeps the table's edge
// in place); each pixel divided by it, the paper comes out white everywhere
// and the ink keeps its contrast to the paper around it.

/** Pixels of the full image per cell of the coarse background. */
const CELL = 8;
/** Cells the closing reaches: 3 (24 px either way) is wider than a bold heading's stroke. */
const RADIUS = 3;

/** The lightest (or darkest) value within `radius` cells of each cell, one axis at a time. */
function extremeFilter(src: Float32Array, w: number, h: number, radius: number, pick: (a: number, b: number) => number): Float32Array {
  const across = new Float32Array(src.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = src[y * w + x]!;
      for (let k = Math.max(0, x - radius); k <= Math.min(w - 1, x + radius); k++) m = pick(m, src[y * w + k]!);
      across[y * w + x] = m;
    }
  }
  const out = new Float32Array(src.length);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) {
      let m = across[y * w + x]!;
      for (let k = Math.max(0, y - radius); k <= Math.min(h - 1, y + radius); k++) m = pick(m, across[k * w + x]!);
      out[y * w + x] = m;
    }
  }
  return out;
}

/**
 * The grey image (dark ink on lighter paper) divided by its estimated
 * background, in place: paper and even the table around it near white,
 * shadows gone, ink as dark against its own surroundings as it was.
 */
export function flattenLight(grey: Uint8Array, width: number, height: number, radius = RADIUS): void {
  const cw = Math.ceil(width / CELL);
  const chh = Math.ceil(height / CELL);
  // Each cell's lightest pixel: a cell is smaller than a letter, so some paper shows in nearly every one.
  const coarse = new Float32Array(cw * chh);
  for (let cy = 0; cy < chh; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let max = 0;
      for (let y = cy * CELL; y < Math.min(height, (cy + 1) * CELL); y++)
        for (let x = cx * CELL; x < Math.min(width, (cx + 1) * CELL); x++) max = Math.max(max, grey[y * width + x]!);
      coarse[cy * cw + cx] = max;
    }
  }
  // A closing (lightest, then darkest over one cell more): letters vanish, while the table's edge along the page stays where it
  // is, so the table near the page is not divided by the paper's light and left as a dark band of ink.
  const background = extremeFilter(extremeFilter(coarse, cw, chh, radius, Math.max), cw, chh, radius + 1, Math.min);
  for (let y = 0; y < height; y++) {
    // Bilinear between cell centres.
    const fy = Math.min(chh - 1, Math.max(0, (y + 0.5) / CELL - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(chh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cw - 1, Math.max(0, (x + 0.5) / CELL - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cw - 1, x0 + 1);
      const tx = fx - x0;
      const top = background[y0 * cw + x0]! * (1 - tx) + background[y0 * cw + x1]! * tx;
      const bottom = background[y1 * cw + x0]! * (1 - tx) + background[y1 * cw + x1]! * tx;
      const b = Math.max(1, top * (1 - ty) + bottom * ty);
      const i = y * width + x;
      grey[i] = Math.min(255, Math.round((grey[i]! * 255) / b));
    }
  }
}
