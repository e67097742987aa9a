/**
 * A drop-in for the bbpPairings command line (`swisspair --dutch IN -p [OUT]`, `--dutch IN -c`,
 * `--dutch -g [CFG] -o OUT [-s SEED]`, `-r`; `--dubov` for swisspair's Dubov), so that programs which call
 * bbpPairings can switch by changing the program name: the same pairs file bytes, exit codes, and streams (data
 * on stdout or in the named file, one message on stderr on failure, nothing else). Pairings follow the edition
 * chosen as everywhere in swisspair (192/092 code, 042 start date, else the rules in force); bbpPairings 6
 * always pairs by the 2026 rules. README "bbpPairings command line" lists what differs.
 */
import { basename, extname } from 'node:path';
import { ExitCode, FileAccessError, InputError, NoValidPairingError, SwisspairError } from '../errors.js';
import { deriveRoundState } from '../model/state.js';
import { buildTournament } from '../model/tournament.js';
import type { Tournament } from '../model/types.js';
import { chooseEdition, findSystem, pairRound, systemById, systemFromRecords, SYSTEMS, type SystemName } from '../systems/index.js';
import { firstInvalidUtf8, readTrf, type TrfDocument } from '../trf/index.js';
import { isBbpCommandLine, parseBbpArgs, usage, type BbpRequest, type BbpSystem } from './bbp/args.js';
import { bbpCheckReport } from './bbp/check.js';
import { checklistTable, floatColumns } from './bbp/checklist.js';
import { BbpFailure, messages, programInfo, relativeTo, writeOrFail } from './bbp/common.js';
import { printable } from './render.js';
import { bbpGenerate } from './bbp/generate.js';
import { pairsFile } from './commands/pair.js';
import { readInput, writeOutput, type Streams } from './io.js';
import type { Loaded } from './load.js';

export { isBbpCommandLine };

/** The tournament of `input`, or the failure bbpPairings reports for a file it cannot read or parse. */
function load(input: string, streams: Streams): Tournament {
  return read(input, streams).tournament;
}

/**
 * The file as bbpPairings reads it: it takes names as bytes, and the drop-in has no --encoding, so a file that is
 * not UTF-8 is read as Latin-1 (one byte a column, as TRF-16 counts them) rather than refused.
 */
function read(input: string, streams: Streams): Loaded {
  const fileName = input === '-' ? '<stdin>' : input;
  try {
    const bytes = readInput(input, streams);
    const encoding = firstInvalidUtf8(bytes) < 0 ? 'utf-8' : 'latin1';
    const document = readTrf(bytes, { fileName, encoding });
    const tournament = buildTournament(document, { fileName });
    return { document, tournament, warnings: tournament.warnings, bytes, encoding };
  } catch (error) {
    if (error instanceof FileAccessError) throw new BbpFailure(`Error reading file ${input}: ${messages(error)}`, ExitCode.FileAccess);
    if (error instanceof InputError) throw new BbpFailure(`Error parsing file ${input}: ${messages(error)}`, ExitCode.InvalidInput);
    throw error;
  }
}

/** The system of the flag; a bbpPairings flag that no system takes (--burstein) is refused by name. */
function engineSystem(r: { readonly system: BbpSystem }): SystemName {
  const system = findSystem(r.system);
  if (system?.bbp === undefined) {
    const name = r.system.charAt(0).toUpperCase() + r.system.slice(1);
    const flags = SYSTEMS.flatMap((s) => (s.bbp === undefined ? [] : [s.bbp.flag]));
    throw new BbpFailure(`The ${name} system is not implemented by swisspair (use ${flags.join(' or ')}).`, ExitCode.InvalidInput);
  }
  return system.id;
}

/** Whether the system writes bbpPairings's check list (`-l`). */
const writesChecklist = (system: SystemName): boolean => findSystem(system)?.bbp?.checklist === true;

/** "the Dutch system": the systems that write check lists. */
function checklistSystems(): string {
  const names = SYSTEMS.filter((s) => s.bbp?.checklist === true).map((s) => s.label);
  return `the ${names.join(' and ')} system${names.length === 1 ? '' : 's'}`;
}

const tooManyRounds = (input: string): BbpFailure =>
  new BbpFailure(`Error parsing file ${input}: The number of rounds is larger than the reported number of rounds.`, ExitCode.InvalidInput);

/** Whether any round of the file gives a colour (from which the initial colour can be read back). */
function hasColours(t: Tournament): boolean {
  return t.players.some((p) => p.rounds.some((o) => 'colour' in o && o.colour !== null));
}

function pair(r: Extract<BbpRequest, { kind: 'pair' }>, streams: Streams): string | null {
  const system = engineSystem(r);
  const t = load(r.input, streams);
  // As bbpPairings: the pairing of a round needs the number of rounds (the last-round rules read it), and a round
  // past the last one is not paired.
  if (t.plannedRounds === null) {
    throw new BbpFailure(`Error parsing file ${r.input}: The total number of rounds in the tournament must be specified.`, ExitCode.InvalidInput);
  }
  if (t.roundsInFile + 1 > t.plannedRounds) throw tooManyRounds(r.input);
  // E.5 / E.0: the initial colour is drawn by lot; without XXC/152 and no colours to read it back from, there is
  // nothing to pair round 1 with (bbpPairings refuses likewise).
  if (t.initialColour === null && !hasColours(t)) {
    throw new BbpFailure(`Error while parsing ${r.input}: Please configure the initial piece colors.`, ExitCode.InvalidInput);
  }
  // The state as the edition reads unplayed rounds, so that the check list shows its floats and PAB eligibility.
  const edition = chooseEdition(t, system).edition;
  const state = deriveRoundState(t, t.roundsInFile + 1, { unplayed: systemById(system).unplayed(edition) });
  let text: string;
  let checklist: string;
  try {
    const pairing = pairRound(state, system, { edition });
    text = pairsFile(pairing);
    checklist = checklistTable(state, pairing, floatColumns(system, pairing.edition.edition));
  } catch (error) {
    if (error instanceof NoValidPairingError) {
      throw new BbpFailure(`Error while pairing ${r.input}: No valid pairing exists: ${messages(error)}`, ExitCode.NoValidPairing);
    }
    if (error instanceof InputError) throw new BbpFailure(`Error while pairing ${r.input}: ${messages(error)}`, ExitCode.InvalidInput);
    throw error;
  }
  if (r.output === null) streams.stdout.write(text);
  else writeOrFail(relativeTo(r.output, r.input), text, streams);
  return checklist;
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
  if (t.plannedRounds !== null && t.roundsInFile > t.plannedRounds) throw tooManyRounds(r.input);
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
    case 'generate': {
      const system = engineSystem(r);
      const document = bbpGenerate({ ...r, system }, streams);
      if (r.checklist !== null && writesChecklist(system)) checklist = generatedChecklist(document, system);
      break;
    }
  }
  if (r.checklist !== null) writeChecklist(r, checklist, streams);
}

/**
 * The generator's check list: the table of every round as it was paired, each headed "Round #r." (with a full
 * stop, as bbpPairings's generator writes it). The generated file reproduces every round, so the tables are the
 * check list of the file. O(rounds × cost of pairing one round).
 */
function generatedChecklist(document: TrfDocument, system: SystemName): string {
  const t = buildTournament(document);
  const edition = chooseEdition(t, system).edition;
  const { checklist } = bbpCheckReport(t, { system, edition, stem: '', byesColumn: false });
  return checklist.replace(/^Round #(\d+)$/gm, 'Round #$1.');
}

/**
 * `-l [file]`: the check list, by default the input's name with the extension `.list`; a name without a
 * directory is taken in the input's directory. As in bbpPairings, a problem with it is said on stderr and
 * changes no exit code. A system without one (BbpSupport.checklist: Dubov; bbpPairings has no Dubov) writes none. The generator's goes beside
 * the output file.
 */
function writeChecklist(r: Exclude<BbpRequest, { kind: 'info' }>, text: string | null, streams: Streams): void {
  const base = r.kind === 'generate' ? (r.config === null ? r.output : relativeTo(r.output, r.config)) : r.input;
  const path = r.checklist?.path == null ? base.slice(0, base.length - extname(base).length) + '.list' : relativeTo(r.checklist.path, base);
  if (text === null || !writesChecklist(r.system)) {
    streams.stderr.write(`The checklist file (${path}) is not written: swisspair writes check lists for ${checklistSystems()} only.\n`);
    return;
  }
  try {
    writeOutput(path, text + programInfo(), streams);
  } catch (error) {
    if (!(error instanceof FileAccessError)) throw error;
    streams.stderr.write(`The checklist file (${path}) could not be opened.\n`);
  }
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
    // Error lines quote the file (names, found text): control characters shown as \xHH, as everywhere else.
    if (error instanceof BbpFailure) {
      streams.stderr.write(`${printable(error.line)}\n`);
      return error.exitCode;
    }
    if (error instanceof SwisspairError && error.exitCode !== ExitCode.InternalError) {
      streams.stderr.write(`${printable(messages(error))}\n`);
      return error.exitCode;
    }
    const detail = error instanceof Error ? error.message : String(error);
    streams.stderr.write(`Unexpected error (please report): ${printable(detail)}\n`);
    return ExitCode.InternalError;
  }
}
