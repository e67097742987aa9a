/** Child process for the signal test: writes N MiB to a path through the CLI's writeOutput. */
import { descriptorStream, readAllStdin, settleSignals, writeOutput } from '../../src/cli/io.js';

const [path, mib] = process.argv.slice(2);
const streams = { stdout: descriptorStream(1), stderr: descriptorStream(2), readStdin: readAllStdin, env: {} };
writeOutput(path!, new Uint8Array(Number(mib) * 1024 * 1024).fill(0x41), streams);
streams.stdout.write('written\n');
await settleSignals();
