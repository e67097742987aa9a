/**
 * Entry point of the single executable (Node SEA, scripts/build-sea): the same CLI as bin/swisspair, bundled with
 * its dependencies into one script that Node embeds in a copy of its own binary.
 */
import { main } from './main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`swisspair: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
