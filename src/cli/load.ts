/**
 * Reading a tournament for a command: bytes -> text (encoding) -> TRF document -> tournament model.
 * Warnings (e.g. a points column that disagrees with the results) are returned for the command to print.
 */
import type { Diagnostic } from '../errors.js';
import { ArgumentError } from '../errors.js';
import { buildTournament } from '../model/tournament.js';
import type { AccelerationMethod, Tournament } from '../model/types.js';
import { withAcceleration } from '../model/acceleration.js';
import { statSync } from 'node:fs';
import { checkInputSize, readTrf, type TrfDocument, type TrfEncoding } from '../trf/index.js';
import { readInput, type Streams } from './io.js';

export const ENCODINGS: readonly TrfEncoding[] = ['utf-8', 'latin1', 'windows-1252'];

export function parseEncoding(value: string | undefined): TrfEncoding {
  if (value === undefined) return 'utf-8';
  const v = value.toLowerCase();
  if (v === 'utf8' || v === 'utf-8') return 'utf-8';
  if (v === 'latin1' || v === 'latin-1' || v === 'iso-8859-1') return 'latin1';
  if (v === 'windows-1252' || v === 'cp1252' || v === 'win1252') return 'windows-1252';
  throw new ArgumentError(`unknown encoding "${value}"; expected one of ${ENCODINGS.join(', ')}`);
}

export interface Loaded {
  readonly document: TrfDocument;
  readonly tournament: Tournament;
  readonly warnings: readonly Diagnostic[];
  /** The bytes read: a command writing over its input checks the file still holds them (io.ts, basedOn). */
  readonly bytes: Uint8Array;
}

/** `acceleration`: the `--acceleration` option, applied here once so that every round of every command sees it. */
export function loadTournament(path: string, encoding: TrfEncoding, streams: Streams, acceleration?: AccelerationMethod): Loaded {
  const fileName = path === '-' ? '<stdin>' : path;
  // A file over the size limit is refused before it is read: reading 600 MB only to refuse it wastes memory.
  if (path !== '-') checkInputSize(sizeOf(path), fileName);
  const bytes = readInput(path, streams);
  const document = readTrf(bytes, { fileName, encoding });
  const built = buildTournament(document, { fileName });
  const tournament = acceleration === undefined ? built : withAcceleration(built, acceleration);
  return { document, tournament, warnings: tournament.warnings, bytes };
}

/** Size of a regular file, or 0 (devices, FIFOs and unreadable paths are left to readInput). */
function sizeOf(path: string): number {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat.size : 0;
  } catch {
    return 0;
  }
}

export function parseRound(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1) {
    throw new ArgumentError(`--round expects a positive round number, got "${value}"`);
  }
  return Number(value);
}
