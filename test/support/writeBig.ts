/** Child process for the signal test: writes N MiB to a path through the CLI's writeOutput. */
import { descriptorStream, readAllStdin, settleSignals, writeOutput } from '../../src/cli/io.js';

const [path, mib, waitMs] = process.argv.slice(2);
const streams = { stdout: descriptorStream(1), stderr: descriptorStream(2), readStdin: readAllStdin, env: {} };
writeOutput(path!, new Uint8Array(Number(mib) * 1024 * 1024).fill(0x41), streams);
streams.stdout.write('written\n');
// The rest of a command after its write (its summary, ...): a signal arriving now is handled at its end.
if (waitMs !== undefined) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(waitMs));
await settleSignals();
