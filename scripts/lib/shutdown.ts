/** Runs the cleanups once, in reverse order, on Ctrl-C, SIGTERM or a crash, then exits. */
const cleanups: Array<() => Promise<void> | void> = [];
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('Cleanup failed:', error);
      }
    }
  }
  process.exit(code);
}

export function onShutdown(cleanup: () => Promise<void> | void): void {
  if (cleanups.length === 0) {
    process.on('SIGINT', () => void shutdown(130));
    process.on('SIGTERM', () => void shutdown(143));
    process.on('uncaughtException', (error) => {
      console.error(error);
      void shutdown(1);
    });
  }
  cleanups.push(cleanup);
}

export { shutdown };
