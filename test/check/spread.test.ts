/**
 * When `check --jobs N` starts workers (src/cli/spread.ts): only when the work left, estimated at the main
 * thread's recent rate, repays a worker's warm-up; never more than --jobs - 1, never more than the files left
 * minus the one the main thread keeps.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPREAD, EAGER_SPREAD, RateMeter, workersToStart, type SpreadPolicy } from '../../src/cli/spread.js';

const policy: SpreadPolicy = { aloneMs: 1000, perWorkerMs: 4000, largeFileBytes: 1_000_000, priorMsPerByte: 0.001 };

/** A meter after files of `bytes` bytes each took `ms` milliseconds, one after the other. */
function meterOf(steps: readonly [ms: number, bytes: number][]): RateMeter {
  const m = new RateMeter();
  let t = 0;
  let b = 0;
  for (const [ms, bytes] of steps) {
    t += ms;
    b += bytes;
    m.record(t, b);
  }
  return m;
}

describe('RateMeter', () => {
  it('measures the rate over the later half of the elapsed time, leaving the warm-up out', () => {
    // 500 ms for the first 1,000 bytes (cold), then 100 ms per 1,000 bytes.
    const m = meterOf([[500, 1000], [100, 1000], [100, 1000], [100, 1000], [100, 1000], [100, 1000]]);
    expect(m.elapsedMs).toBe(1000);
    expect(m.msPerByte()).toBeCloseTo(0.1, 10);
  });

  it('a file longer than the later half: the rate from its start', () => {
    expect(meterOf([[100, 1000], [900, 1000]]).msPerByte()).toBeCloseTo(0.9, 10);
  });

  it('no byte in the later half (files that could not be read): the rate since the start', () => {
    expect(meterOf([[100, 1000], [900, 0]]).msPerByte()).toBeCloseTo(1, 10);
  });

  it('no rate before a byte was checked', () => {
    expect(new RateMeter().msPerByte()).toBeNull();
    expect(meterOf([[300, 0]]).msPerByte()).toBeNull();
  });
});

describe('workersToStart', () => {
  const warm = meterOf([[500, 1000], [100, 1000], [100, 1000], [100, 1000], [100, 1000], [100, 1000]]); // 0.1 ms/byte

  it('none while the main thread is still in its warm-up period, however many small files are left', () => {
    const early = meterOf([[200, 1000]]);
    expect(workersToStart({ meter: early, largeBytesLeft: 0, bytesLeft: 1e9, filesLeft: 1000, maxWorkers: 7 }, policy)).toBe(0);
  });

  it('before the rate, large files count at the prior rate: two 3 MB files start a worker at once', () => {
    const cold = new RateMeter();
    // 6 MB at 0.001 ms/byte = 6 s: one worker's worth; 3 MB = 3 s is not.
    expect(workersToStart({ meter: cold, largeBytesLeft: 6e6, bytesLeft: 6e6, filesLeft: 2, maxWorkers: 3 }, policy)).toBe(1);
    expect(workersToStart({ meter: cold, largeBytesLeft: 3e6, bytesLeft: 9e6, filesLeft: 500, maxWorkers: 3 }, policy)).toBe(0);
  });

  it('one worker per perWorkerMs of estimated work left', () => {
    // 0.1 ms/byte: 30,000 bytes = 3 s, less than a worker's share; 80,000 = 8 s, two workers' worth.
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 30_000, filesLeft: 100, maxWorkers: 7 }, policy)).toBe(0);
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 40_000, filesLeft: 100, maxWorkers: 7 }, policy)).toBe(1);
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 80_000, filesLeft: 100, maxWorkers: 7 }, policy)).toBe(2);
  });

  it('never more than --jobs - 1, nor than the files left minus the main thread\'s', () => {
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 1e9, filesLeft: 100, maxWorkers: 3 }, policy)).toBe(3);
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 1e9, filesLeft: 3, maxWorkers: 7 }, policy)).toBe(2);
    expect(workersToStart({ meter: warm, largeBytesLeft: 0, bytesLeft: 1e9, filesLeft: 1, maxWorkers: 7 }, policy)).toBe(0);
  });

  it('eager: every worker at once, before any file', () => {
    expect(workersToStart({ meter: new RateMeter(), largeBytesLeft: 0, bytesLeft: 10, filesLeft: 5, maxWorkers: 3 }, EAGER_SPREAD)).toBe(3);
  });

  it('the default waits a second and asks for 4 s of work per worker; 1 MiB files count at 1 microsecond a byte', () => {
    expect(DEFAULT_SPREAD).toEqual({ aloneMs: 1000, perWorkerMs: 4000, largeFileBytes: 1 << 20, priorMsPerByte: 0.001 });
  });
});
