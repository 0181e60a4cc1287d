import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusHistory } from './StatusHistory';

const at = (h: number, m: number) => new Date(2026, 2, 8, h, m).getTime();
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('StatusHistory (the order detail)', () => {
  it('lists each change with its time and who made it, the unsynced one as you', () => {
    const html = renderToStaticMarkup(
      <StatusHistory
        placedAt={at(12, 0)}
        lines={[
          { from: null, to: 'pending', at: at(12, 0), by: 'customer' },
          { from: 'pending', to: 'confirmed', at: at(12, 4), by: 'u1', byName: 'Ana' },
          { from: 'confirmed', to: 'cancelled', at: at(12, 9), by: '', reason: 'Out of fish', local: true },
        ]}
      />,
    );
    const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1] ?? ''));
    expect(textOf(html)).toContain('Status history');
    expect(items).toEqual([
      'Placed 12:00 PM · Customer',
      'Confirmed 12:04 PM · Ana',
      'Cancelled 12:09 PM · you (Out of fish), not synced yet',
    ]);
  });

  it('shows nothing for an order without history', () => {
    expect(renderToStaticMarkup(<StatusHistory placedAt={0} lines={[]} />)).toBe('');
  });
});
