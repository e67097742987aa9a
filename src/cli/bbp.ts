/**
 * A drop-in for the bbpPairings command line (`swisspair --dutch IN -p [OUT]`, `--dutch IN -c`,
 * `--dutch -g [CFG] -o OUT [-s SEED]`, `-r`; `--dubov` for swisspair's Dubov), so that programs which call
 * bbpPairings can switch by changing the program name: the same pairs file bytes, exit codes, and streams (data
 * on stdout or in the named file, one message on stderr on failure, nothing else). Pairings follow the edition
 * chosen as everywhere in swisspair (192/092 code, 042 start date, else the rules in force); bbpPairings 6
 * always pairs by the 2026 rules. README "bbpPairings command line" lists what differs.
 */
import { randomInt } from 'node:crypto';
import { basename, dirname, extname, join } from 'node:path';
import { ExitCode, FileAccessError, formatDiagnostic, InputError, NoValidPairingError, SwisspairError } from '../errors.js';
import { mergeSettings, readGeneratorConfig, resolveSettings, type GeneratorSettings } from '../generate/config.js';
import { generateTournament, LIMITS } from '../generate/generate.js';
import { Prng } from '../generate/prng.js';
import { deriveRoundState } from '../model/state.js';
import type { Tournament } from '../model/types.js';
import { chooseEdition, pairRound, systemFromRecords, type SystemName } from '../systems/index.js';
import { encodeTrf } from '../trf/index.js';
import { VERSION } from '../version.js';
import { bbpCheckReport } from './bbp/check.js';
import { checklistTable } from './bbp/checklist.js';
import { isBbpCommandLine, parseBbpArgs, usage, type BbpRequest, type BbpSystem } from './bbp/args.js';
import { pairsFile } from './commands/pair.js';
import { readInput, writeOutput, type Streams } from './io.js';
import { loadTournament, type Loaded } from './load.js';

export { isBbpCommandLine };

/** A failure of the drop-in: the one line bbpPairings would print for it, and its exit code. */
class BbpFailure extends Error {
  constructor(
    readonly line: string,
    readonly exitCode: number,
  ) {
    super(line);
  }
}

const messages = (error: SwisspairError): string => (error.diagnostics.length === 0 ? error.message : error.diagnostics.map(formatDiagnostic).join('; '));

/**
 * bbpPairings resolves an output (or check-list) name without a directory against the input's directory:
 * `--dutch dir/in.trf -p out.pairs` writes dir/out.pairs. Kept, since callers rely on it.
 */
export function relativeTo(path: string, base: string): string {
  return /[\\/]/.test(path) || path === '-' ? path : join(dirname(base), path);
}

/** The tournament of `input`, or the failure bbpPairings reports for a file it cannot read or parse. */
function load(input: string, streams: Streams): Tournament {
  return read(input, streams).tournament;
}

function read(input: string, streams: Streams): Loaded {
  try {
    return loadTournament(input, 'utf-8', streams);
  } catch (error) {
    if (error instanceof FileAccessError) throw new BbpFailure(`Error reading file ${input}: ${messages(error)}`, ExitCode.FileAccess);
    if (error instanceof InputError) throw new BbpFailure(`Error parsing file ${input}: ${messages(error)}`, ExitCode.InvalidInput);
    throw error;
  }
}

function engineSystem(r: { readonly system: BbpSystem }): SystemName {
  if (r.system === 'burstein') {
    throw new BbpFailure('The Burstein system is not implemented by swisspair (use --dutch or --dubov).', ExitCode.InvalidInput);
  }
  return r.system;
}

/** Whether any round of the file gives a colour (from which the initial colour can be read back). */
function hasColours(t: Tournament): boolean {
  return t.players.some((p) => p.rounds.some((o) => 'colour' in o && o.colour !== null));
}

function pair(r: Extract<BbpRequest, { kind: 'pair' }>, streams: Streams): string | null {
  const system = engineSystem(r);
  const t = load(r.input, streams);
  // E.5 / E.0: the initial colour is drawn by lot; without XXC/152 and no colours to read it back from, there is
  // nothing to pair round 1 with (bbpPairings refuses likewise).
  if (t.initialColour === null && !hasColours(t)) {
    throw new BbpFailure(`Error while parsing ${r.input}: Please configure the initial piece colors.`, ExitCode.InvalidInput);
  }
  const state = deriveRoundState(t, t.roundsInFile + 1);
  let text: string;
  let checklist: string;
  try {
    const pairing = pairRound(state, system);
    text = pairsFile(pairing);
    checklist = checklistTable(state, pairing, pairing.edition.edition);
  } catch (error) {
    if (error instanceof NoValidPairingError) {
      throw new BbpFailure(`Error while pairing ${r.input}: No valid pairing exists: ${messages(error)}`, ExitCode.NoValidPairing);
    }
    if (error instanceof InputError) throw new BbpFailure(`Error while pairing ${r.input}: ${messages(error)}`, ExitCode.InvalidInput);
    throw error;
  }
  if (r.output === null) streams.stdout.write(text);
  else write(relativeTo(r.output, r.input), text, streams);
  return checklist;
}

function write(path: string, data: string | Uint8Array, streams: Streams): void {
  try {
    writeOutput(path, data, streams);
  } catch (error) {
    if (error instanceof FileAccessError) throw new BbpFailure(`The output file (${path}) could not be opened.`, ExitCode.FileAccess);
    throw error;
  }
}

/** std::filesystem's stem: the name without its directory and its last extension (".hidden" keeps its dot). */
function stem(path: string): string {
  const name = basename(path);
  return name.startsWith('.') && name.indexOf('.', 1) < 0 ? name : name.slice(0, name.length - extname(name).length);
}

function check(r: Extract<BbpRequest, { kind: 'check' }>, streams: Streams): string {
  const system = engineSystem(r);
  const loaded = read(r.input, streams);
  const t = loaded.tournament;
  const named = systemFromRecords(t);
  if (named !== null && named !== system) {
    throw new BbpFailure(`Pairing system specified in file ${r.input} does not match command line flag.`, ExitCode.InvalidInput);
  }
  const edition = chooseEdition(t, system).edition;
  const byesColumn = loaded.document.records.some((x) => x.kind === 'player' && x.rounds.slice(t.roundsInFile).some((b) => !b.blank));
  const result = bbpCheckReport(t, { system, edition, stem: stem(r.input), byesColumn });
  streams.stdout.write(result.report);
  return result.checklist;
}

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
  if (text === null) return randomInt(0, LIMITS.seed + 1);
  if (!/^[0-9]+$/.test(text)) throw new BbpFailure(`The seed must be a decimal integer, not "${text}".`, ExitCode.InvalidInput);
  const seed = BigInt(text);
  const max = (1n << 64n) - 1n;
  if (seed > max) throw new BbpFailure(`The seed must be between 0 and ${max}.`, ExitCode.SizeLimit);
  return Number((seed >> 32n) ^ (seed & 0xffffffffn));
}

function generate(r: Extract<BbpRequest, { kind: 'generate' }>, streams: Streams): void {
  const system = engineSystem(r);
  if (r.model !== null) {
    throw new BbpFailure(`Error processing file ${r.model}: generating from a model tournament is not implemented by swisspair (use -g [config-file]).`, ExitCode.InvalidInput);
  }
  const seed = parseSeed(r.seed);
  let file: GeneratorSettings = {};
  const config = r.config;
  if (config !== null) {
    let bytes: Uint8Array;
    try {
      bytes = readInput(config, streams);
    } catch (error) {
      if (error instanceof FileAccessError) throw new BbpFailure(`Error while reading configuration file ${config}: ${messages(error)}`, ExitCode.FileAccess);
      throw error;
    }
    try {
      file = readGeneratorConfig(new TextDecoder().decode(bytes), config).settings;
    } catch (error) {
      if (error instanceof InputError) throw new BbpFailure(`Error parsing configuration file ${config}: ${messages(error)}`, ExitCode.InvalidInput);
      throw error;
    }
  }
  const settings = mergeSettings(mergeSettings(randomSettings(seed), file), { system, seed });
  const output = config === null ? r.output : relativeTo(r.output, config);
  let document: ReturnType<typeof generateTournament>;
  try {
    const resolved = resolveSettings(settings, { players: 'PlayersNumber', rounds: 'RoundsNumber', seed: 'the seed' });
    document = generateTournament(resolved);
  } catch (error) {
    if (error instanceof NoValidPairingError) throw new BbpFailure(`Error generating ${output}: ${messages(error)}`, ExitCode.NoValidPairing);
    if (error instanceof InputError) {
      throw new BbpFailure(`Error while processing configuration file ${config ?? '(none)'}: ${messages(error)}`, ExitCode.InvalidInput);
    }
    throw error;
  }
  write(output, encodeTrf(document), streams);
}

function run(r: BbpRequest, streams: Streams): void {
  if (r.kind !== 'info' && r.info) streams.stdout.write(`${programInfo()}\n`);
  let checklist: string | null = null;
  switch (r.kind) {
    case 'info':
      streams.stdout.write(`${programInfo()}\n`);
      return;
    case 'pair':
      checklist = pair(r, streams);
      break;
    case 'check':
      checklist = check(r, streams);
      break;
    case 'generate':
      generate(r, streams);
      break;
  }
  if (r.checklist !== null) writeChecklist(r, checklist, streams);
}

/**
 * `-l [file]`: the check list, by default the input's name with the extension `.list`; a name without a
 * directory is taken in the input's directory. As in bbpPairings, a problem with it is said on stderr and
 * changes no exit code. The Dubov system and generation write none (bbpPairings has no Dubov; its generator's
 * list is not reproduced).
 */
function writeChecklist(r: Exclude<BbpRequest, { kind: 'info' }>, text: string | null, streams: Streams): void {
  const base = r.kind === 'generate' ? r.output : r.input;
  const path = r.checklist?.path == null ? base.slice(0, base.length - extname(base).length) + '.list' : relativeTo(r.checklist.path, base);
  if (text === null || r.system !== 'dutch') {
    streams.stderr.write(`The checklist file (${path}) is not written: swisspair writes check lists when pairing or checking by the Dutch system only.\n`);
    return;
  }
  try {
    writeOutput(path, text + programInfo(), streams);
  } catch (error) {
    if (!(error instanceof FileAccessError)) throw error;
    streams.stderr.write(`The checklist file (${path}) could not be opened.\n`);
  }
}

function programInfo(): string {
  return `swisspair ${VERSION} (bbpPairings command line)`;
}

/** Runs a bbpPairings command line; returns the exit code. Never throws. */
export function runBbp(argv: readonly string[], streams: Streams): number {
  const request = parseBbpArgs(argv);
  if (request === null) {
    streams.stderr.write(`${programInfo()}\n\n${usage('swisspair')}`);
    return ExitCode.InvalidInput;
  }
  try {
    run(request, streams);
    return ExitCode.Success;
  } catch (error) {
    if (error instanceof BbpFailure) {
      streams.stderr.write(`${error.line}\n`);
      return error.exitCode;
    }
    if (error instanceof SwisspairError && error.exitCode !== ExitCode.InternalError) {
      streams.stderr.write(`${messages(error)}\n`);
      return error.exitCode;
    }
    const detail = error instanceof Error ? error.message : String(error);
    streams.stderr.write(`Unexpected error (please report): ${detail}\n`);
    return ExitCode.InternalError;
  }
}
