/**
 * When `check --jobs N` starts its worker threads. Each worker is a V8 isolate that compiles and optimises the
 * checker again: about 1.5-2 s of CPU here, most of it on V8's background compiler threads, which a single
 * thread already keeps busy on a second core. A worker therefore pays off only when its share of the work left
 * is longer than that warm-up; on a corpus of a few seconds it would make the check slower (measured in
 * docs/check.md). The main thread checks alone first, measures its rate once warm, and starts a worker for each
 * `perWorkerMs` of work it estimates is left. Before it has a rate, only large files count (a few of them are
 * seconds of work each, and one file is never split between threads, so waiting for a rate would leave the
 * worker nothing to do), at a prior rate.
 */

export interface SpreadPolicy {
  /** The main thread checks alone for at least this long (its own warm-up) before deciding. */
  readonly aloneMs: number;
  /** One worker per this many milliseconds of estimated work left; 0 starts every worker at once. */
  readonly perWorkerMs: number;
  /** Files of at least this many bytes count before the main thread has a rate... */
  readonly largeFileBytes: number;
  /** ...at this many milliseconds per byte. */
  readonly priorMsPerByte: number;
}

/**
 * Measured on a 2-core machine (docs/check.md): a worker repays its warm-up from about 4 s of work left; checking
 * costs 0.3-3 microseconds a byte once warm (small files least, 9,999-player events most).
 */
export const DEFAULT_SPREAD: SpreadPolicy = { aloneMs: 1000, perWorkerMs: 4000, largeFileBytes: 1 << 20, priorMsPerByte: 0.001 };
/** Every worker at once, before any file is checked (tests, and measuring what a worker costs). */
export const EAGER_SPREAD: SpreadPolicy = { aloneMs: 0, perWorkerMs: 0, largeFileBytes: 0, priorMsPerByte: 0 };

/**
 * The main thread's progress: after each file, the milliseconds since the start and the bytes checked. The rate
 * is taken over the later half of the elapsed time, so that the slow first files (interpreted code, the
 * compiler still at work) do not count. O(1) to record, O(files) to ask.
 */
export class RateMeter {
  private readonly times: number[] = [0];
  private readonly bytes: number[] = [0];

  record(elapsedMs: number, bytesChecked: number): void {
    this.times.push(elapsedMs);
    this.bytes.push(bytesChecked);
  }

  get elapsedMs(): number {
    return this.times[this.times.length - 1]!;
  }

  /** Milliseconds per byte over the later half of the elapsed time; null before any byte was checked. */
  msPerByte(): number | null {
    const last = this.times.length - 1;
    const now = this.times[last]!;
    const total = this.bytes[last]!;
    if (total <= 0 || now <= 0) return null;
    let mid = 0;
    while (mid < last && this.times[mid + 1]! <= now / 2) mid++;
    const bytes = total - this.bytes[mid]!;
    // Nothing but unreadable (empty) files in the later half: the rate since the start is the best there is.
    return bytes > 0 ? (now - this.times[mid]!) / bytes : now / total;
  }
}

export interface SpreadState {
  readonly meter: RateMeter;
  readonly bytesLeft: number;
  /** The bytes left in files of at least `largeFileBytes`. */
  readonly largeBytesLeft: number;
  readonly filesLeft: number;
  /** --jobs - 1, and no more than the files that could go to a worker. */
  readonly maxWorkers: number;
}

/** How many workers to start now (0: go on alone and ask again after the next file). */
export function workersToStart(state: SpreadState, policy: SpreadPolicy): number {
  // A worker needs a file, and the main thread keeps one for itself.
  const cap = Math.min(state.maxWorkers, state.filesLeft - 1);
  if (cap <= 0) return 0;
  if (policy.perWorkerMs <= 0) return cap;
  const rate = state.meter.elapsedMs < policy.aloneMs ? null : state.meter.msPerByte();
  const estimateMs = rate === null ? state.largeBytesLeft * policy.priorMsPerByte : state.bytesLeft * rate;
  return Math.min(cap, Math.floor(estimateMs / policy.perWorkerMs));
}
