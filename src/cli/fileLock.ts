/**
 * The lock an editing command holds on a tournament file while it reads, edits and replaces it (issue 33 item 2:
 * no lost update). The lock is a file next to the target, `.NAME.lock`, created with O_EXCL (one creator wins)
 * and holding who took it: `{"pid":..,"host":"..","time":".."}`. Another swisspair command on the same file waits
 * for it (polling, a few milliseconds at a time). A lock whose owner is gone does not block for ever:
 *  - same host, and the pid is no longer a process: stale at once (a killed command);
 *  - any host, the lock file older than STALE_AFTER_MS: stale (a holder on another machine cannot be asked; no
 *    editing command holds a lock for more than a few seconds).
 * A stale lock is moved aside by rename (atomic: of two commands breaking it, one wins), checked to be the one
 * judged stale, and removed. docs/trf.md ("Concurrent edits") says how this behaves on network file systems.
 */
import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { FileAccessError } from '../errors.js';

/** A lock older than this is stale whoever holds it. */
export const STALE_AFTER_MS = 60_000;
/** How long a command waits for a live holder before giving up (exit 5): past STALE_AFTER_MS, so a stale lock of another host is always broken first. */
const WAIT_MS = 75_000;

/** Locks this process holds: path -> depth (a command may take the lock of a file it already holds). */
const held = new Map<string, number>();
let counter = 0;

/** The lock file of `target` (the file itself, links already resolved). */
export function lockPathOf(target: string): string {
  return join(dirname(target), `.${basename(target)}.lock`);
}

interface Owner {
  readonly pid: number;
  readonly host: string;
  readonly time: string;
}

function readOwner(text: string): Owner | null {
  try {
    const o = JSON.parse(text) as Partial<Owner>;
    return typeof o.pid === 'number' && typeof o.host === 'string' ? { pid: o.pid, host: o.host, time: String(o.time ?? '') } : null;
  } catch {
    return null; // being written, or not ours: judged by its age alone
  }
}

/** Whether a process with this pid exists on this machine (EPERM: it exists, owned by someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why the lock at `path`, with content `text` and modified at `mtimeMs`, is stale; null when it is live. */
function staleness(text: string, mtimeMs: number): string | null {
  const owner = readOwner(text);
  const age = Date.now() - mtimeMs;
  if (owner !== null && owner.host === hostname() && owner.pid !== process.pid && !alive(owner.pid)) return `process ${owner.pid} is gone`;
  if (age > STALE_AFTER_MS) return `taken ${Math.round(age / 1000)} s ago`;
  return null;
}

/**
 * Removes the stale lock whose content was `seen`. Renamed aside first: if another command broke it and took a
 * new lock in between, that new lock is what was moved; it is put back (link fails if a third took the place).
 */
function breakStale(path: string, seen: string): void {
  const aside = `${path}.${process.pid}-${++counter}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else broke it first
  }
  try {
    if (readFileSync(aside, 'utf8') !== seen) linkSync(aside, path);
  } catch {
    // the place was taken again meanwhile: that holder has it
  }
  rmSync(aside, { force: true });
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Tries once to create the lock: 'taken', 'held' (by another), or 'impossible' (the folder is missing or not
 * writable: then the write itself fails, with its own message, and there is nothing to protect).
 */
function tryCreate(path: string): 'taken' | 'held' | 'impossible' {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'held' : 'impossible';
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString() }));
  } finally {
    closeSync(fd);
  }
  return 'taken';
}

/**
 * Takes the lock of `target`, waiting for a live holder; exit 5 if it is still held after WAIT_MS. False when no
 * lock file can be made there (see tryCreate): nothing is held then.
 */
export function acquireLock(target: string): boolean {
  const path = lockPathOf(target);
  const depth = held.get(path);
  if (depth !== undefined) {
    held.set(path, depth + 1);
    return true;
  }
  const start = Date.now();
  for (let attempt = 0; ; attempt++) {
    const outcome = tryCreate(path);
    if (outcome === 'impossible') return false;
    if (outcome === 'taken') {
      held.set(path, 1);
      return true;
    }
    let text = '';
    let mtimeMs = Date.now();
    try {
      text = readFileSync(path, 'utf8');
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      continue; // released meanwhile: try again at once
    }
    if (staleness(text, mtimeMs) !== null) {
      breakStale(path, text);
      continue;
    }
    if (Date.now() - start > WAIT_MS) {
      const owner = readOwner(text);
      const who = owner === null ? 'another program' : `process ${owner.pid} on ${owner.host} since ${owner.time}`;
      throw new FileAccessError(target, `cannot write: locked by ${who} (${path}); if no swisspair command is editing the file, remove the lock file`);
    }
    Atomics.wait(pause, 0, 0, Math.min(2 + attempt, 25));
  }
}

/** Releases one hold of the lock of `target`; the lock file goes with the last. */
export function releaseLock(target: string): void {
  const path = lockPathOf(target);
  const depth = held.get(path);
  if (depth === undefined) return;
  if (depth > 1) {
    held.set(path, depth - 1);
    return;
  }
  held.delete(path);
  rmSync(path, { force: true });
}

/** Runs `work` holding the lock of `target`. */
export function withLock<T>(target: string, work: () => T): T {
  if (!acquireLock(target)) return work();
  try {
    return work();
  } finally {
    releaseLock(target);
  }
}

/** Every lock this process holds, released (a signal ends the process). */
export function releaseAllLocks(): void {
  for (const path of held.keys()) rmSync(path, { force: true });
  held.clear();
}
