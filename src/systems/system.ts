/**
 * The one interface every pairing system implements. `pair`, `check`, `inspect`, `generate` and the bbpPairings
 * command line reach a system only through it (the list in src/systems/registry.ts): none of them names a system.
 *
 * The unit of the interface is "the tournament and the round to pair" -> the pairing of that round's units:
 * - an individual Swiss system (Dutch, Dubov) reads the round state the model derives (scores, colours, floats);
 * - a team Swiss (C.04.6) pairs teams: it derives its own team state (match and game points) from
 *   `state.tournament` and returns pairs of team numbers (`units: 'teams'`);
 * - a round robin (Berger tables) reads the pairing numbers only: it ignores the scores and pairs from its table.
 * The round state passed in is cheap to derive for any tournament (O(players × rounds)), so every system gets it.
 *
 * An edition (or variant: Dutch 2017 / 2026, Type A / Type B of the team system, single / double round robin) is
 * chosen once, at the entry point (src/systems/index.ts chooseEdition), from the caller's option, the file's `192`
 * code as this system reads it, the start date, or the edition in force; the engine receives it decided.
 */
import type { RoundState } from '../model/state.js';
import type { UnplayedRoundRules } from '../model/unplayed.js';
import type { EditionChoice } from './shared/edition.js';
import type { RoundEvaluator } from './shared/reasons/evaluator.js';
import type { PairingExplanation } from './shared/reasons/explain.js';
import type { RoundPairing } from './shared/types.js';

export type { RoundEvaluator } from './shared/reasons/evaluator.js';
export type { PairingExplanation } from './shared/reasons/explain.js';

/** What a command passes to every system; each reads what applies to it. */
export interface SystemOptions {
  /** Rating for unrated players, where the system needs ratings (Dubov A.1: the arbiter assigns one). */
  readonly unratedRating?: number;
  /** 'auto' (default) lets a system's fast path answer what it can prove; 'exact' always runs the exact engine. */
  readonly engine?: 'auto' | 'exact';
}

/** A `192` (or `092`) code this system recognises: the edition it names (null: the code names none). */
export interface CodeReading {
  readonly edition: string | null;
}

/** What the random tournament generator (`generate`, bbpPairings `-g`) needs to know of a system. */
export interface GeneratorSupport {
  /** The `092` text written for it ("Individual: Swiss-System (FIDE Dutch)"). */
  readonly typeText: string;
  /** Editions whose files keep the older conventions (TRF-16, Elo's logistic curve), as generate wrote them before. */
  readonly olderEditions: readonly string[];
  /** Problems of a generator configuration for this system (a sentence each). */
  problems?(config: { readonly lowestRating: number }): readonly string[];
}

/** The bbpPairings command line: `--dutch FILE -p`. */
export interface BbpSupport {
  /** The flag naming this system (`--dutch`). */
  readonly flag: string;
  /** Whether `-l` writes a check list for it (JaVaFo's and bbpPairings's layout; Dutch only). */
  readonly checklist: boolean;
  /** The articles heading the two float columns of the check list, for an edition. */
  readonly floatArticles?: (edition: string) => readonly [string, string];
}

export interface PairingSystem {
  /** `--system` value and the `system` of JSON outputs: 'dutch'. */
  readonly id: string;
  /** The name in text ("Dutch 2026 rules"). */
  readonly label: string;
  /** Its FIDE Handbook article (C.04.3). */
  readonly article: string;
  /** What it pairs: players, or teams (C.04.6). */
  readonly units: 'players' | 'teams';
  /** Its editions or variants, oldest first; `--edition` takes one of them. */
  readonly editions: readonly string[];
  /** The edition of a tournament that started on `date` (ISO), when nothing else names one. */
  editionOn(date: string): string;
  /** A `192` code (or `092` text written as one) naming this system: the edition it names; undefined if not this system's. */
  readCode(code: string): CodeReading | undefined;
  /** The `192` code `pair -o` and `generate` write for an edition; `baku`: the round was paired with Baku acceleration. */
  writeCode(edition: string, baku: boolean): string;
  /** Whether the free text of a `092` record (TRF-16 "type of tournament") names this system ("... Dutch 2017 rules"). */
  namedBy(text: string): boolean;
  /** How the model reads unplayed rounds (floats, PAB bar) under an edition. */
  unplayed(edition: string): UnplayedRoundRules;
  /** Pairs the round: `state` derived with `unplayed(choice.edition)`. Throws the typed errors of src/errors.ts. */
  pair(state: RoundState, choice: EditionChoice, options: SystemOptions): RoundPairing;

  // Optional capabilities: a command that needs one says so when the system lacks it.
  /** The criteria `check` uses to say why a file's round differs (absolute criteria, colour rules, brackets). */
  reasons?(choice: EditionChoice, options: SystemOptions): RoundEvaluator;
  /** `pair --explain`: the pairing bracket by bracket, and the criterion behind each float. */
  explain?(state: RoundState, choice: EditionChoice, pairing: RoundPairing, options: SystemOptions): PairingExplanation;
  /** `generate` and bbpPairings's `-g`. */
  readonly generator?: GeneratorSupport;
  /** The bbpPairings command line. */
  readonly bbp?: BbpSupport;
  /**
   * Pairings fixed in advance by a table (round robins, src/systems/roundrobin): `pair` writes a scheduled game of
   * an absent player as a forfeit (C.06 V.4) and may pair ahead of results; `check` compares every board with the
   * table and ranks as pairings fixed in advance.
   */
  readonly fixedSchedule?: boolean;
}
