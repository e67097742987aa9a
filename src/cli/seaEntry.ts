/**
 * Entry point of the single executable (Node SEA, scripts/build-sea): the same CLI as bin/swisspair, bundled with
 * its dependencies into one script that Node embeds in a copy of its own binary.
 */
import { main } from './main.js';

/**
 * Exits as soon as the event loop has drained, without Node's teardown of the heap: the CLI writes synchronously
 * and leaves nothing pending once it has returned, so 'beforeExit' comes when everything is written, and freeing
 * the heap of a 9,999-player round (about 140 MB of objects) before the process ends cost 50-130 ms of a 1 s
 * `pair -o`, for memory the operating system takes back at once. 'exit' handlers still run; the exit code is
 * process.exitCode.
 */
function exitWhenDrained(): void {
  process.once('beforeExit', () => process.exit());
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    exitWhenDrained();
  },
  (error: unknown) => {
    process.stderr.write(`swisspair: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
