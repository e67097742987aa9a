/**
 * Generator settings from their two sources: a properties file in the format the JaVaFo and bbpPairings random
 * tournament generators read (so that existing test setups carry over), and command-line options, which
 * override the file. docs/generate.md maps every key.
 *
 * The reference generators state most rates as "one in N" (ForfeitRate=20: one game in 20 is forfeited) and the
 * draw rate as a percentage; swisspair's own settings are probabilities. The conversions happen here.
 */
import { InputError, type Diagnostic, type SourcePosition } from '../errors.js';
import type { Edition, SystemName } from '../systems/index.js';
import { splitLines } from '../trf/lines.js';
import { DEFAULT_CONFIG, configProblems, type GeneratorConfig, type PointValues } from './generate.js';

/** The endorsement's settings, as the configuration has them (command line only: the reference generators' files have no keys for them). */
type EndorsementSettings = Partial<Pick<GeneratorConfig, 'format' | 'expectedScore' | 'byes' | 'forfeits' | 'unusual' | 'tiebreaks' | 'acceleration'>>;

/** Everything a user can set; absent fields take defaults (or are missing, for players, rounds and seed). */
export interface GeneratorSettings extends EndorsementSettings {
  readonly system?: SystemName;
  readonly players?: number;
  readonly rounds?: number;
  readonly seed?: number;
  readonly drawRate?: number;
  readonly forfeitRate?: number;
  readonly halfPointByeRate?: number;
  /**
   * Fraction of the players who take at least one half-point bye (HalfPointByeRate=N gives 1/N). Turned into a
   * per-round probability once the number of rounds is known; halfPointByeRate wins when both are set.
   */
  readonly halfPointByePlayers?: number;
  readonly absenceRate?: number;
  /** Fraction of the players absent from at least one round (RetiredRate=N gives 1/N); see halfPointByePlayers. */
  readonly absentPlayers?: number;
  readonly withdrawalRate?: number;
  readonly lateEntryRate?: number;
  readonly highestRating?: number;
  readonly lowestRating?: number;
  /** Point values set explicitly; the PAB follows the win unless set itself. */
  readonly points?: Partial<PointValues>;
  readonly initialColour?: 'w' | 'b';
}

/** The same object without its undefined fields (an optional field may hold undefined: it must not override). */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** `over` wins field by field (point values too); its undefined fields leave `base` as it is. */
export function mergeSettings(base: GeneratorSettings, over: GeneratorSettings): GeneratorSettings {
  return { ...base, ...defined(over), points: { ...base.points, ...defined(over.points ?? {}) } };
}

/** Per-round probability giving each player a chance `fraction` of being concerned at least once in `rounds`. */
export function perRound(fraction: number, rounds: number): number {
  return 1 - (1 - fraction) ** (1 / rounds);
}

/**
 * The complete configuration. Throws InputError naming what is missing or out of range.
 * `names` gives the user-facing name of each setting (option or key) for the messages; `edition`, the rules
 * edition asked for (default: the one in force).
 */
export function resolveSettings(
  s: GeneratorSettings,
  names: Readonly<Record<'players' | 'rounds' | 'seed', string>>,
  edition?: Edition,
): GeneratorConfig {
  const missing = (['players', 'rounds', 'seed'] as const).filter((k) => s[k] === undefined);
  if (missing.length > 0) {
    throw new InputError(missing.map((k): Diagnostic => ({ position: null, message: `missing ${names[k]}` })));
  }
  const rounds = s.rounds!;
  const p = s.points ?? {};
  const win = p.win ?? DEFAULT_CONFIG.points.win;
  const points: PointValues = {
    win,
    draw: p.draw ?? DEFAULT_CONFIG.points.draw,
    loss: p.loss ?? DEFAULT_CONFIG.points.loss,
    zeroBye: p.zeroBye ?? DEFAULT_CONFIG.points.zeroBye,
    forfeitLoss: p.forfeitLoss ?? DEFAULT_CONFIG.points.forfeitLoss,
    // bbpPairings and JaVaFo: the PAB is worth a win unless the PAB value is given.
    pab: p.pab ?? win,
  };
  const config: GeneratorConfig = {
    system: s.system ?? DEFAULT_CONFIG.system,
    players: s.players!,
    rounds,
    seed: s.seed!,
    drawRate: s.drawRate ?? DEFAULT_CONFIG.drawRate,
    forfeitRate: s.forfeitRate ?? DEFAULT_CONFIG.forfeitRate,
    halfPointByeRate:
      s.halfPointByeRate ?? (s.halfPointByePlayers === undefined ? DEFAULT_CONFIG.halfPointByeRate : perRound(s.halfPointByePlayers, rounds)),
    absenceRate: s.absenceRate ?? (s.absentPlayers === undefined ? DEFAULT_CONFIG.absenceRate : perRound(s.absentPlayers, rounds)),
    withdrawalRate: s.withdrawalRate ?? DEFAULT_CONFIG.withdrawalRate,
    lateEntryRate: s.lateEntryRate ?? DEFAULT_CONFIG.lateEntryRate,
    highestRating: s.highestRating ?? DEFAULT_CONFIG.highestRating,
    lowestRating: s.lowestRating ?? DEFAULT_CONFIG.lowestRating,
    points,
    // The edition before the checks: it chooses the default format (TRF-16 for 2017/2018), which some of them read.
    ...defined({
      edition,
      initialColour: s.initialColour,
      format: s.format,
      expectedScore: s.expectedScore,
      byes: s.byes,
      forfeits: s.forfeits,
      unusual: s.unusual,
      tiebreaks: s.tiebreaks,
      acceleration: s.acceleration,
    }),
  };
  const problems = configProblems(config);
  if (problems.length > 0) throw new InputError(problems.map((message): Diagnostic => ({ position: null, message })));
  return config;
}

// ---------------------------------------------------------------------------------------------------------------
// Value syntax shared by the file and the command line. Each returns the value or a description of what was
// expected.

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly expected: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(expected: string): Parsed<T> => ({ ok: false, expected });

/** A decimal integer from lo to hi. */
export function parseInteger(text: string, lo: number, hi: number): Parsed<number> {
  const v = Number(text);
  return /^[0-9]+$/.test(text) && v >= lo && v <= hi ? ok(v) : bad(`an integer from ${lo} to ${hi}`);
}

/** A plain decimal number (no exponent, no sign) from lo to hi. */
export function parseDecimal(text: string, lo: number, hi: number): Parsed<number> {
  const v = Number(text);
  return /^([0-9]+(\.[0-9]*)?|\.[0-9]+)$/.test(text) && v >= lo && v <= hi ? ok(v) : bad(`a number from ${lo} to ${hi}`);
}

/** Points with at most one decimal, as the TRF writes them (`1`, `0.5`, `3.0`), returned in tenths. */
export function parsePoints(text: string): Parsed<number> {
  const m = /^([0-9]{1,2})(?:\.([0-9])0*)?$/.exec(text);
  return m === null ? bad('points from 0 to 99.9 with at most one decimal (e.g. 1, 0.5, 3.0)') : ok(Number(m[1]) * 10 + Number(m[2] ?? '0'));
}

/** "One in N" rates of the reference generators: N >= 1 gives 1/N; 0 (a swisspair extension) means never. */
function parseOneIn(text: string): Parsed<number> {
  const v = parseDecimal(text, 0, Number.MAX_SAFE_INTEGER);
  if (!v.ok || (v.value > 0 && v.value < 1)) return bad('N >= 1 ("one in N"), or 0 for never');
  return ok(v.value === 0 ? 0 : 1 / v.value);
}

// ---------------------------------------------------------------------------------------------------------------
// The properties file.

type Setter = (text: string) => Parsed<GeneratorSettings>;

const set =
  <T>(parse: (text: string) => Parsed<T>, make: (v: T) => GeneratorSettings): Setter =>
  (text) => {
    const v = parse(text);
    return v.ok ? ok(make(v.value)) : v;
  };
const points = (key: keyof PointValues): Setter => set(parsePoints, (v) => ({ points: { [key]: v } }));

/** The keys and what each sets. bbpPairings 5.0.1 and JaVaFo (RTG) names; docs/generate.md explains each. */
const KEYS: Readonly<Record<string, Setter>> = {
  PlayersNumber: set((t) => parseInteger(t, 2, 9999), (players) => ({ players })),
  RoundsNumber: set((t) => parseInteger(t, 1, 99), (rounds) => ({ rounds })),
  DrawPercentage: set((t) => parseDecimal(t, 0, 100), (v) => ({ drawRate: v / 100 })),
  ForfeitRate: set(parseOneIn, (forfeitRate) => ({ forfeitRate })),
  RetiredRate: set(parseOneIn, (absentPlayers) => ({ absentPlayers })),
  HalfPointByeRate: set(parseOneIn, (halfPointByePlayers) => ({ halfPointByePlayers })),
  // The spelling of JaVaFo's manual, which bbpPairings accepts too.
  HalfPointByteRate: set(parseOneIn, (halfPointByePlayers) => ({ halfPointByePlayers })),
  HighestRating: set((t) => parseInteger(t, 0, 9999), (highestRating) => ({ highestRating })),
  LowestRating: set((t) => parseInteger(t, 0, 9999), (lowestRating) => ({ lowestRating })),
  PointsForWin: points('win'),
  PointsForDraw: points('draw'),
  PointsForLoss: points('loss'),
  PointsForZPB: points('zeroBye'),
  PointsForForfeitLoss: points('forfeitLoss'),
  PointsForPAB: points('pab'),
  WPoints: points('win'),
  DPoints: points('draw'),
  LPoints: points('loss'),
  // TRF-2026 letter A: an absence, that is a zero-point bye and a forfeit loss alike.
  APoints: set(parsePoints, (v) => ({ points: { zeroBye: v, forfeitLoss: v } })),
  PPoints: points('pab'),
  FirstSeed: set((t) => parseInteger(t, 0, 0xffffffff), (seed) => ({ seed })),
};

/** JaVaFo keys read but without effect here (the generator never writes an unknown result). */
const IGNORED: Readonly<Record<string, string>> = {
  XPoints: 'the generator writes no unknown or adjourned results',
};

export interface ConfigFile {
  readonly settings: GeneratorSettings;
  readonly warnings: readonly Diagnostic[];
}

/**
 * Reads a properties file: `key=value` (or `key: value`, or `key value`) per line, blanks around key and value
 * ignored, lines starting with `#` or `!` are comments. Keys are case-sensitive, as in both programs; a later
 * line wins over an earlier one for the same setting. Unknown keys are warnings; malformed lines and values
 * are errors (all of them, each with its line and column). O(length of the file).
 */
export function readGeneratorConfig(text: string, fileName: string): ConfigFile {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  let settings: GeneratorSettings = {};
  const lines = splitLines(text.startsWith('\uFEFF') ? text.slice(1) : text).lines;
  lines.forEach((raw, index) => {
    const at = (column: number): SourcePosition => ({ file: fileName, line: index + 1, column });
    const indent = raw.length - raw.trimStart().length;
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) return;
    const m = /^([^=:\s]+)\s*(?:[=:]|\s)\s*(.*)$/.exec(line) ?? /^([^=:\s]+)()$/.exec(line);
    if (m === null) {
      errors.push({ position: at(indent + 1), message: 'malformed line', found: line, expected: 'key=value' });
      return;
    }
    const key = m[1]!;
    const value = m[2]!;
    const column = indent + line.length - value.length + 1;
    const setter = KEYS[key];
    if (setter === undefined) {
      const why = IGNORED[key];
      warnings.push({ position: at(indent + 1), message: why === undefined ? `unknown key "${key}" ignored` : `${key} ignored: ${why}` });
      return;
    }
    if (value === '') {
      errors.push({ position: at(column), message: `no value for ${key}`, expected: `${key}=value` });
      return;
    }
    const parsed = setter(value);
    if (!parsed.ok) errors.push({ position: at(column), message: `invalid value for ${key}`, found: value, expected: parsed.expected });
    else settings = mergeSettings(settings, parsed.value);
  });
  if (errors.length > 0) throw new InputError(errors);
  return { settings, warnings };
}
