// The new-order beep, made with Web Audio (no file to fetch or cache). A
// browser lets a page play sound only after a user gesture, so the context is
// created or resumed from a tap ('Tap to enable sound', or any tap later).

let context: AudioContext | null = null;

/** Creates or resumes the audio context; call it from a user gesture. */
export async function enableSound(): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state !== 'running') await context.resume().catch(() => undefined);
}

/** One short two-tone beep; silent until sound has been enabled. */
export function beep(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [[0, 880], [0.18, 1175]] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.17);
  }
}
