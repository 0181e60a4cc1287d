// Bundles functions/src (and the src/domain rules it imports) into functions/lib,
// so the Functions run the very same business rules as the app without a copy.
import './lib/require-node.ts';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/project.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

export async function buildFunctions(): Promise<void> {
  await build({
    entryPoints: [join(ROOT, 'functions', 'src', 'index.ts')],
    outfile: join(ROOT, 'functions', 'lib', 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    // The runtime packages are installed in functions/node_modules (and on deploy).
    // @napi-rs/canvas (a native addon) comes with pdfjs-dist; the menu reader draws with it too.
    external: [...Object.keys(pkg.dependencies), '@napi-rs/canvas'].flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildFunctions();
  console.log('Functions built into functions/lib');
}
