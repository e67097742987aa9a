/**
 * `check`: re-pairs every round of a tournament from the rounds before it and compares with what the file
 * records (pairs with their colours, and the pairing-allocated bye), like the FIDE endorsement checkers.
 */
import { SwisspairError } from '../errors.js';
import { deriveRoundState, type RoundState, type StateOptions } from '../model/state.js';
import type { PlayerId, Tournament } from '../model/types.js';
import { chooseEdition, pairRound, stateForEdition, systemById, type Edition, type EditionChoice, type RoundPairing, type SystemName } from '../systems/index.js';
import type { PairingSummary, Reason } from '../systems/shared/reasons/reason.js';
import { explainRound } from './roundReason.js';

export type { PairingSummary, Reason, ReasonKind } from '../systems/shared/reasons/reason.js';

export type RoundStatus = 'match' | 'differ' | 'error';

export interface RoundCheck {
  readonly round: number;
  readonly status: RoundStatus;
  /** What the file records. */
  readonly expected: PairingSummary;
  /** What the rules give (null when pairing failed). */
  readonly actual: PairingSummary | null;
  /** Why the round could not be paired (status 'error'). */
  readonly message?: string;
  /**
   * Why the file's pairing differs from the rules' (status 'differ'), or the absolute criterion the file's
   * pairing breaks when the rules cannot pair the round (status 'error'). Computed for those rounds only.
   */
  readonly reason?: Reason;
  /**
   * The file marks the round as paired by the arbiter (`### swisspair round N: manual pairing by the arbiter`,
   * set by the caller that reads the document): a difference from the rules is the arbiter's choice, not an
   * engine's error, unless it breaks an absolute criterion.
   */
  readonly manual?: boolean;
}

/** A round the arbiter paired by hand that differs from the rules without breaking an absolute criterion. */
export function arbitersRound(r: RoundCheck): boolean {
  return r.manual === true && r.status === 'differ' && r.reason?.kind !== 'absolute';
}

export interface FileCheck {
  readonly file: string;
  readonly system: SystemName;
  /** The rules edition every round was checked by, and what chose it. */
  readonly edition: EditionChoice;
  readonly rounds: readonly RoundCheck[];
}

/** The pairing the file records for round r. */
export function recordedPairing(t: Tournament, round: number): PairingSummary {
  const pairs: [PlayerId, PlayerId][] = [];
  const uncoloured: string[] = [];
  let bye: PlayerId | null = null;
  for (const p of t.players) {
    const o = p.rounds[round - 1];
    if (o === undefined) continue;
    if (o.kind === 'pab') bye = p.id;
    if (o.kind !== 'played' && o.kind !== 'forfeit' && o.kind !== 'pending') continue;
    if (o.colour === 'w') pairs.push([p.id, o.opponent]);
    else if (o.colour === null && p.id < o.opponent) {
      pairs.push([p.id, o.opponent]);
      uncoloured.push(`${p.id}-${o.opponent}`);
    }
  }
  pairs.sort((a, b) => a[0] - b[0]);
  return uncoloured.length > 0 ? { pairs, bye, uncoloured } : { pairs, bye };
}

function summarise(p: RoundPairing): PairingSummary {
  const pairs = p.pairs.map((x) => [x.white, x.black] as const).sort((a, b) => a[0] - b[0]);
  return { pairs, bye: p.bye };
}

/** Same pairs with the same colours (colours ignored where the file does not record them) and the same bye. */
function samePairing(file: PairingSummary, ours: PairingSummary): boolean {
  if (file.bye !== ours.bye || file.pairs.length !== ours.pairs.length) return false;
  const coloured = new Set(ours.pairs.map(([w, b]) => `${w}-${b}`));
  const plain = new Set(ours.pairs.map(([w, b]) => `${Math.min(w, b)}-${Math.max(w, b)}`));
  const uncoloured = new Set(file.uncoloured ?? []);
  return file.pairs.every(([w, b]) =>
    uncoloured.has(`${w}-${b}`) ? plain.has(`${w}-${b}`) : coloured.has(`${w}-${b}`),
  );
}

export interface CheckOptions extends StateOptions {
  readonly rounds?: readonly number[];
  /** The rules edition; without it, chosen from the file (records, start date), then the edition in force. */
  readonly edition?: Edition;
  /** ISO date taken as today for the edition in force. */
  readonly today?: string;
  /** Compute a reason for every round that differs (default true). */
  readonly reasons?: boolean;
}

/** Checks every round of the file (or the listed ones). O(rounds × cost of pairing one round). */
export function checkTournament(t: Tournament, system: SystemName, options: CheckOptions = {}): FileCheck {
  const rounds: RoundCheck[] = [];
  const planned = t.plannedRounds ?? t.roundsInFile;
  const list = options.rounds ?? Array.from({ length: t.roundsInFile }, (_, i) => i + 1);
  const edition = chooseEdition(t, system, options.edition, options.today);
  const pairOptions = options.unratedRating === undefined ? {} : { unratedRating: options.unratedRating };
  const evaluator = options.reasons === false ? null : (systemById(system).reasons?.(edition, pairOptions) ?? null);
  for (const round of list) {
    const expected = recordedPairing(t, round);
    let state: RoundState | null = null;
    let rules: { summary: PairingSummary; pairing: RoundPairing } | null = null;
    let message = '';
    try {
      state = stateForEdition(deriveRoundState(t, round, { ...options, plannedRounds: planned }), edition);
      const pairing = pairRound(state, system, { ...pairOptions, edition: edition.edition });
      rules = { summary: summarise(pairing), pairing };
    } catch (error) {
      if (!(error instanceof SwisspairError)) throw error;
      message = error.message;
    }
    if (rules !== null && samePairing(expected, rules.summary)) {
      rounds.push({ round, status: 'match', expected, actual: rules.summary });
      continue;
    }
    // Reasons only for rounds that differ; when the rules cannot pair the round, the file's own pairing may
    // still break an absolute criterion.
    const reason = evaluator === null || state === null ? null : explainRound(evaluator, state, expected, rules);
    const why = reason === null ? {} : { reason };
    if (rules !== null) rounds.push({ round, status: 'differ', expected, actual: rules.summary, ...why });
    else rounds.push({ round, status: 'error', expected, actual: null, message, ...why });
  }
  return { file: t.fileName, system, edition, rounds };
}
