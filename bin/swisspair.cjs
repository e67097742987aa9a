#!/usr/bin/env node
// The swisspair command. `npm run build` bundles the whole CLI into dist/swisspair.cjs with a V8 code cache next
// to it (scripts/build-bundle.ts): loading one CommonJS file with its compiled code is what lets a one-round
// `pair` start in little more than Node's own start-up (scripts/bench-startup). A checkout compiled with tsc
// alone has no bundle, and runs the modules under dist/src.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const internal = (error) => {
  process.stderr.write(`swisspair: internal error: ${error && error.stack ? error.stack : error}\n`);
  process.exitCode = 2;
};

const bundle = join(__dirname, '..', 'dist', 'swisspair.cjs');
let source = null;
try {
  source = readFileSync(bundle, 'utf8');
} catch {
  // no bundle: see below
}

if (source === null) {
  import('../dist/src/cli/main.js')
    .then((cli) => cli.main(process.argv.slice(2)))
    .then((code) => {
      process.exitCode = code;
      // As the bundle's entry does (src/cli/seaEntry.ts): once everything is written, end without freeing the heap.
      process.once('beforeExit', () => process.exit());
    }, internal);
} else {
  const { Script } = require('node:vm');
  let cachedData;
  try {
    cachedData = readFileSync(`${bundle}.cache`);
  } catch {
    cachedData = undefined; // no cache: V8 compiles as usual
  }
  // The CommonJS wrapper, as Node's own loader would add it; the bundle runs the CLI when evaluated.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
  });
  const out = process.env.SWISSPAIR_CODE_CACHE_OUT;
  if (out) process.on('exit', () => writeFileSync(out, script.createCachedData())); // build time only
  // Build time only: more command lines run first in this process (their output discarded by the build), so that
  // the cache holds the functions of every command warmed, not only this one's (scripts/build-bundle.ts).
  const warm = out && process.env.SWISSPAIR_CODE_CACHE_WARM ? JSON.parse(process.env.SWISSPAIR_CODE_CACHE_WARM) : [];
  const argv = process.argv;
  for (const args of [...warm, null]) {
    process.argv = args === null ? argv : [argv[0], argv[1], ...args];
    const module_ = { exports: {} };
    try {
      script.runInThisContext()(module_.exports, require, module_, bundle, join(__dirname, '..', 'dist'));
    } catch (error) {
      internal(error);
    }
  }
  process.argv = argv;
}
