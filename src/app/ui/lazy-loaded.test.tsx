import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyLoaded } from './lazy-loaded';

const Board = ({ label }: { label: string }) => <h1>{label}</h1>;
const inBoundary = (element: React.ReactNode) => renderToStaticMarkup(<Suspense fallback={<p>Loading screen...</p>}>{element}</Suspense>);

describe('lazyLoaded', () => {
  it('suspends while the code is not there, and loads it once', async () => {
    let loads = 0;
    const Screen = lazyLoaded(async () => (loads++, Board));
    // Not loaded: the screen suspends its boundary (the synchronous renderer cannot wait for it, and says so).
    expect(() => inBoundary(<Screen label="Kitchen" />)).toThrow(/renderToStringAsync/);
    await Screen.preload();
    expect(loads).toBe(1);
    // The render's own wait (a promise chained on the load) settles a task later; then the boundary shows it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inBoundary(<Screen label="Kitchen" />)).toBe('<h1>Kitchen</h1>');
    expect(loads).toBe(1);
  });

  it('renders in the same pass once preloaded, without showing the fallback', async () => {
    const Screen = lazyLoaded(async () => Board);
    await Screen.preload();
    expect(inBoundary(<Screen label="Kitchen" />)).toBe('<h1>Kitchen</h1>');
  });

  it('tries again after a load that failed', async () => {
    let fail = true;
    const Screen = lazyLoaded(async () => {
      if (fail) throw new Error('offline');
      return Board;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    fail = false;
    await Screen.preload();
    expect(inBoundary(<Screen label="Kitchen" />)).toBe('<h1>Kitchen</h1>');
  });
});
