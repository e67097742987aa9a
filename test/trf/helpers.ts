/** Shared helpers of the TRF tests: the fixture files and record comparison. */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withoutSource } from '../../src/trf/format.js';
import type { TrfDocument, TrfEncoding, TrfRecord } from '../../src/trf/types.js';

export const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/trf/', import.meta.url));

/** Names of all fixture files (*.trf), sorted. */
export const FIXTURES: readonly string[] = readdirSync(FIXTURE_DIR)
  .filter((name) => name.endsWith('.trf'))
  .sort();

/** The encoding of a fixture follows from its name (see test/fixtures/trf/README.md). */
export function encodingOf(name: string): TrfEncoding {
  if (name.includes('latin1')) return 'latin1';
  if (name.includes('windows1252')) return 'windows-1252';
  return 'utf-8';
}

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURE_DIR + name));
}

/** Records without their source (line, raw), for comparing documents regardless of where they came from. */
export function bare(doc: TrfDocument): TrfDocument {
  return { ...doc, records: doc.records.map((r) => withoutSource(r)) };
}

export function bareRecord(record: TrfRecord): TrfRecord {
  return withoutSource(record);
}

/**
 * A 001 line at the TRF-16 columns: `blocks` are the 8-column round blocks (e.g. '   2 w 1'), joined by the
 * two separator blanks. Name 'Player <rank>', rating 2000, federation FID.
 */
export function playerLine(rank: number, points: string, blocks: readonly string[], name = `Player ${rank}`): string {
  const head = `001 ${String(rank).padStart(4)} m    ${name.padEnd(33)} 2000 FID ${''.padStart(11)} ${''.padEnd(10)} ${points.padStart(4)} ${String(rank).padStart(4)}`;
  return blocks.length === 0 ? head : `${head}  ${blocks.join('  ')}`;
}
