/**
 * Reading a tournament for a command: bytes -> text (encoding) -> TRF document -> tournament model.
 * Warnings (e.g. a points column that disagrees with the results) are returned for the command to print.
 */
import './systems.js'; // every pairing system registered (the team system's entry too)
import type { Diagnostic } from '../errors.js';
import { ArgumentError, TrfParseError } from '../errors.js';
import { buildTournament } from '../model/tournament.js';
import { buildTeamTournament, isTeamDocument } from '../model/team.js';
import type { AccelerationMethod, Tournament } from '../model/types.js';
import { withAcceleration } from '../model/acceleration.js';
import { statSync } from 'node:fs';
import { checkInputSize, firstInvalidUtf8, readTrf, type TrfDocument, type TrfEncoding } from '../trf/index.js';
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

/** `--encoding` when given; undefined lets loadTournament decide from the bytes (UTF-8, else Windows-1252). */
export function parseEncodingOption(value: string | undefined): TrfEncoding | undefined {
  return value === undefined ? undefined : parseEncoding(value);
}

export interface Loaded {
  readonly document: TrfDocument;
  readonly tournament: Tournament;
  readonly warnings: readonly Diagnostic[];
  /** The bytes read: a command writing over its input checks the file still holds them (io.ts, basedOn). */
  readonly bytes: Uint8Array;
  /** The encoding the file was read in: a command writing it back writes it in the same. */
  readonly encoding: TrfEncoding;
}

/**
 * `acceleration`: the `--acceleration` option, applied here once so that every round of every command sees it.
 * `encoding` undefined (no --encoding): UTF-8 when the bytes are UTF-8, else Windows-1252 (what Windows programs
 * write, Latin-1 with typographic marks), said in one warning at the first byte that is not UTF-8; a byte
 * Windows-1252 leaves undefined is refused as not UTF-8, as before. O(size).
 */
export function loadTournament(path: string, encoding: TrfEncoding | undefined, streams: Streams, acceleration?: AccelerationMethod): Loaded {
  const fileName = path === '-' ? '<stdin>' : path;
  // A file over the size limit is refused before it is read: reading 600 MB only to refuse it wastes memory.
  if (path !== '-') checkInputSize(sizeOf(path), fileName);
  const bytes = readInput(path, streams);
  const { document, used, guessed } = decodeTournament(bytes, fileName, encoding);
  const individual = buildTournament(document, { fileName });
  // A team file also gets its team model (exit 3 here for a bad team record, before any system runs).
  const built = isTeamDocument(document) ? { ...individual, teams: buildTeamTournament(document, fileName) } : individual;
  const tournament = acceleration === undefined ? built : withAcceleration(built, acceleration);
  const warnings = guessed === null ? tournament.warnings : [guessed, ...tournament.warnings];
  return { document, tournament, warnings, bytes, encoding: used };
}

/** The document, the encoding it was read in, and the warning when that was guessed. */
function decodeTournament(bytes: Uint8Array, fileName: string, encoding: TrfEncoding | undefined): { document: TrfDocument; used: TrfEncoding; guessed: Diagnostic | null } {
  if (encoding !== undefined) return { document: readTrf(bytes, { fileName, encoding }), used: encoding, guessed: null };
  try {
    return { document: readTrf(bytes, { fileName, encoding: 'utf-8' }), used: 'utf-8', guessed: null };
  } catch (error) {
    const bad = firstInvalidUtf8(bytes);
    if (!(error instanceof TrfParseError) || bad < 0) throw error;
    let document: TrfDocument;
    try {
      document = readTrf(bytes, { fileName, encoding: 'windows-1252' });
    } catch {
      throw error; // not Windows-1252 either: the UTF-8 refusal says where and what to do
    }
    const before = bytes.subarray(0, bad);
    const line = before.filter((b) => b === 10).length + 1;
    const column = bad - (before.lastIndexOf(10) + 1) + 1;
    const byte = `0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')}`;
    const message = `the file is not UTF-8 (byte ${byte}): read as Windows-1252, and written back so by the commands that edit it (--encoding names another encoding)`;
    return { document, used: 'windows-1252', guessed: { position: { file: fileName, line, column }, message } };
  }
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
