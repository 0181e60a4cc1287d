// Money and number formatting, a leaf: the guest page imports it without the
// message catalogue that format.ts pulls in. No Intl or toLocaleString: the
// strings must be identical in every browser, locale and Cloud Function.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 1234567.5 -> '1,234,567.5'; numbers under 1000 are left as they are. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Two decimals, no symbol: '12.50'. Used for menu prices and price inputs. */
export function formatPrice(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** '$1,234.50', '-$5.00' */
export function formatCurrency(value: number): string {
  const [whole = '0', fraction = '00'] = formatPrice(Math.abs(value)).split('.');
  return `${value < 0 ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}
