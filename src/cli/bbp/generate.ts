/**
 * `--dutch -g [CFG] -o OUT [-s SEED]`: a random tournament from a generator configuration (the keys of the
 * bbpPairings and JaVaFo generators, src/generate/config.ts), written by swisspair's generator. Keys the file
 * leaves out are drawn from the seed, in the ranges bbpPairings draws them from. The edition is the one in force.
 */
import { ExitCode, FileAccessError, InputError, NoValidPairingError } from '../../errors.js';
import { nodeCrypto } from '../builtin.js';
import { mergeSettings, readGeneratorConfig, resolveSettings, type GeneratorSettings } from '../../generate/config.js';
import { generateTournament, LIMITS } from '../../generate/generate.js';
import { Prng } from '../../generate/prng.js';
import type { SystemName } from '../../systems/index.js';
import { encodeTrf, type TrfDocument } from '../../trf/index.js';
import { readInput, type Streams } from '../io.js';
import { BbpFailure, messages, relativeTo, writeOrFail } from './common.js';

/**
 * What the bbpPairings generator draws when its configuration file does not say (its README and generator
 * header: 15-215 players, 5-15 rounds, forfeits one game in 6-30, absences and half-point byes one player in
 * 15-3225, 10-50 % draws, highest rating 2400-2800, lowest 1400-2300), drawn here from swisspair's own PRNG.
 */
export function randomSettings(seed: number): GeneratorSettings {
  const rng = new Prng((seed ^ 0x6262_7000) >>> 0);
  return {
    players: rng.int(15, 215),
    rounds: rng.int(5, 15),
    forfeitRate: 1 / rng.int(6, 30),
    absentPlayers: 1 / rng.int(15, 3225),
    halfPointByePlayers: 1 / rng.int(15, 3225),
    drawRate: rng.int(10, 50) / 100,
    highestRating: rng.int(2400, 2800),
    lowestRating: rng.int(1400, 2300),
  };
}

/**
 * bbpPairings takes any seed from 0 to 2^64 - 1. swisspair's generator has 32-bit seeds: a larger one is folded
 * (high word xor low word), so every seed bbpPairings accepts is accepted; the file's 012 line names the seed used.
 */
export function parseSeed(text: string | null): number {
  if (text === null) return nodeCrypto().randomInt(0, LIMITS.seed + 1);
  if (!/^[0-9]+$/.test(text)) throw new BbpFailure(`The seed must be a decimal integer, not "${text}".`, ExitCode.InvalidInput);
  const seed = BigInt(text);
  const max = (1n << 64n) - 1n;
  if (seed > max) throw new BbpFailure(`The seed must be between 0 and ${max}.`, ExitCode.SizeLimit);
  return Number((seed >> 32n) ^ (seed & 0xffffffffn));
}

function configSettings(config: string, streams: Streams): GeneratorSettings {
  let bytes: Uint8Array;
  try {
    bytes = readInput(config, streams);
  } catch (error) {
    if (error instanceof FileAccessError) throw new BbpFailure(`Error while reading configuration file ${config}: ${messages(error)}`, ExitCode.FileAccess);
    throw error;
  }
  try {
    return readGeneratorConfig(new TextDecoder().decode(bytes), config).settings;
  } catch (error) {
    if (error instanceof InputError) throw new BbpFailure(`Error parsing configuration file ${config}: ${messages(error)}`, ExitCode.InvalidInput);
    throw error;
  }
}

export interface BbpGenerate {
  readonly system: SystemName;
  readonly model: string | null;
  readonly config: string | null;
  readonly output: string;
  readonly seed: string | null;
}

/** Generates and writes the tournament; returns it (for the check list). Time: that of generateTournament. */
export function bbpGenerate(r: BbpGenerate, streams: Streams): TrfDocument {
  if (r.model !== null) {
    throw new BbpFailure(
      `Error processing file ${r.model}: generating from a model tournament is not implemented by swisspair (use -g [config-file]).`,
      ExitCode.InvalidInput,
    );
  }
  const seed = parseSeed(r.seed);
  const file = r.config === null ? {} : configSettings(r.config, streams);
  // What -g wrote before the endorsement options: TRF-16 records (which bbpPairings 5 and 6 both read; bbpPairings
  // 6 refuses TRF-2026's 162 A) and Elo's curve, so that a seed gives the file it gave.
  const settings = mergeSettings(mergeSettings(randomSettings(seed), file), { system: r.system, seed, format: 'trf16', expectedScore: 'logistic' });
  // As bbpPairings: an output name without a directory goes beside the configuration file.
  const output = r.config === null ? r.output : relativeTo(r.output, r.config);
  let document: TrfDocument;
  try {
    document = generateTournament(resolveSettings(settings, { players: 'PlayersNumber', rounds: 'RoundsNumber', seed: 'the seed' }));
  } catch (error) {
    if (error instanceof NoValidPairingError) throw new BbpFailure(`Error generating ${output}: ${messages(error)}`, ExitCode.NoValidPairing);
    if (error instanceof InputError) {
      throw new BbpFailure(`Error while processing configuration file ${r.config ?? '(none)'}: ${messages(error)}`, ExitCode.InvalidInput);
    }
    throw error;
  }
  writeOrFail(output, encodeTrf(document), streams);
  return document;
}
