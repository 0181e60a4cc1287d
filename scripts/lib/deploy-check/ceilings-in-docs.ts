// The project's ceilings are written once in code (functions/src/lib/ceilings.ts,
// PROJECT_DAILY_LIMITS) and stated to whoever deploys in docs/deploy.md: this
// holds the two together, so the page never promises another number.
import { MAX_INSTANCES, MAX_READER_INSTANCES } from '../../../functions/src/lib/ceilings.ts';
import { PROJECT_DAILY_LIMITS } from '../../../src/domain/shared/limits.ts';

const stated = (n: number) => n.toLocaleString('en-US');

/** Each ceiling the page does not state as the code holds it. */
export function ceilingsInDocsProblems(page: string): string[] {
  const wanted: Array<[string, string]> = [
    ['every Function\'s maxInstances', `stops at ${MAX_INSTANCES} instances`],
    ['the menu reader\'s maxInstances', `the menu reader at ${MAX_READER_INSTANCES}`],
    ['menu readings a day', `${stated(PROJECT_DAILY_LIMITS.readings)} menu readings`],
    ['translated characters a day', `${stated(PROJECT_DAILY_LIMITS.translatedCharacters)} characters of machine translation`],
    ['e-mails a day', `${stated(PROJECT_DAILY_LIMITS.mails)} e-mails`],
  ];
  const flat = page.replace(/\s+/g, ' ');
  return wanted.filter(([, text]) => !flat.includes(text)).map(([what, text]) => `${what}: the page does not say '${text}'`);
}
