// A photo-like JPEG made in the page: smooth gradients and shapes (which JPEG
// compresses well) under per-pixel sensor-like noise (which it does not), so
// sizes behave like a phone photo's. Seeded, so every run makes the same image.

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function makePhotoLikeJpeg(width: number, height: number, noise = 24, quality = 0.92, seed = 7): Promise<File> {
  const random = mulberry32(seed);
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#d9c29a');
  sky.addColorStop(0.5, '#7a5a3a');
  sky.addColorStop(1, '#2e3b2a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = `hsl(${Math.floor(random() * 360)} 55% ${30 + Math.floor(random() * 40)}%)`;
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, (0.02 + random() * 0.12) * Math.min(width, height), 0, Math.PI * 2);
    ctx.fill();
  }
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random() - 0.5) * noise;
    data[i] = (data[i] ?? 0) + n;
    data[i + 1] = (data[i + 1] ?? 0) + n;
    data[i + 2] = (data[i + 2] ?? 0) + n;
  }
  ctx.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
}
