/** The library as the browser bundle dist/web/swisspair.js carries it (global `swisspair`): the public API and its printed views. */
export * from '../src/index.js';
export * from '../src/print/index.js';
