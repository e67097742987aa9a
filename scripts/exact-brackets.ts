/**
 * scripts/exact-brackets: which Dutch brackets still go to the O(n^3) exact engine, and why the fast path
 * declined them (docs/dutch.md, "Which brackets still go to the exact engine").
 *
 * Pairs rounds 2..R of generated tournaments (the generator's own rates of the large-bracket stall: 10% forfeits,
 * 5% half-point byes, 5% absences, 2% withdrawals) and, with --corpus, every round of the TRF files given, with
 * the edition's 'auto' engine, and lists every bracket the exact engine paired: its kind, size, the fast path's
 * reason for declining (fast.ts DeclineReason). For 2017 also, by pairing the bracket exactly once more: the
 * first criterion at which the exact optimum is worse than the fast path's bounds ('none': the optimum meets
 * every bound, so only the candidate order kept the fast path from it), and how many players the exact answer
 * exchanged between S1R and S2R (D.2; downfloaters from S1R and S1R-S1R pairs, counted against the remainder of
 * the exact MDP-pairing), 'L' when it moved an MDP to the Limbo. A summary comes first: the brackets by reason and
 * (2017) those whose optimum meets every bound, by players exchanged.
 *
 * Usage: scripts/exact-brackets [--edition 2017|2026] [--runs N] [--players LO-HI] [--rounds R] [--corpus FILE...]
 * Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CONFIG, generateTournament } from '../src/generate/generate.js';
import { deriveRoundState, type RoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import type { Tournament } from '../src/model/types.js';
import { pairDutch2026 } from '../src/systems/dutch/2026/round.js';
import { pairBracket, type BracketResult } from '../src/systems/dutch/bracket.js';
import { boundsOf, outcomeOf, type DeclineReason } from '../src/systems/dutch/fast.js';
import type { BracketOutcome } from '../src/systems/dutch/outcome.js';
import { pairDutch, type EngineStats } from '../src/systems/dutch/round.js';
import type { BracketGraph } from '../src/systems/dutch/weights.js';
import { unplayedRules, type DutchEdition } from '../src/systems/shared/edition.js';
import { readTrf } from '../src/trf/index.js';

const ORDER: readonly (keyof BracketOutcome)[] = ['pairs', 'psd', 'nextPairs', 'nextPsd', 'c8', 'c9', 'c10', 'c11', 'c12', 'c13', 'c14', 'c15', 'c16', 'c17', 'c18', 'c19'];
const NAME: Record<string, string> = { pairs: 'C.5', psd: 'C.6', nextPairs: 'C.7', nextPsd: 'C.7' };

/** The first criterion where `a` differs from the bound `b`, or 'none'. */
function firstDifference(a: BracketOutcome, b: BracketOutcome): string {
  for (const k of ORDER) {
    const x = a[k];
    const y = b[k];
    const same = Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((v, i) => v === y[i]) : x === y;
    if (!same) return NAME[k] ?? `C.${k.slice(1)}`;
  }
  return 'none';
}

/** Players the exact answer exchanged between S1R and S2R (D.2), against the remainder of its own MDP-pairing. */
function exchanged(g: BracketGraph, r: BracketResult): string {
  const mdps = g.mdpCount;
  const inMdpPair = new Set<number>();
  for (const [u, v] of r.pairs) if (u < mdps || v < mdps) (inMdpPair.add(u), inMdpPair.add(v));
  if ([...Array(mdps).keys()].some((x) => !inMdpPair.has(x))) return 'L';
  const rem: number[] = [];
  for (let x = mdps; x < g.members.length; x++) if (!inMdpPair.has(x)) rem.push(x);
  const s1 = new Set(rem.slice(0, Math.floor(rem.length / 2)));
  let e = r.downfloaters.filter((x) => s1.has(x)).length;
  for (const [u, v] of r.pairs) if (s1.has(u) && s1.has(v)) e++;
  return String(e);
}

interface Row {
  readonly source: string;
  readonly kind: string;
  readonly size: number;
  /** The bracket's own players (size counts the following scoregroup too); -1 when not known (2026). */
  readonly members: number;
  readonly mdps: number;
  readonly declined: DeclineReason | 'engine';
  readonly worse: string;
  readonly exchanged: string;
  readonly ms: number;
}

function survey(state: RoundState, edition: DutchEdition, source: string, rows: Row[]): void {
  const detail: { worse: string; exchanged: string; mdps: number; members: number }[] = [];
  const stats: EngineStats = {
    fast: 0,
    exact: 0,
    brackets: [],
    onExact: (g) => {
      const bound = boundsOf(g);
      if (bound === null) return void detail.push({ worse: '-', exchanged: '-', mdps: g.mdpCount, members: g.members.length });
      const r = pairBracket(g);
      const o = outcomeOf(g, r);
      detail.push({ worse: o === null ? 'C.7' : firstDifference(o, bound), exchanged: exchanged(g, r), mdps: g.mdpCount, members: g.members.length });
    },
  };
  if (edition === '2017') pairDutch(state, {}, stats);
  else pairDutch2026(state, {}, stats);
  let i = 0;
  for (const b of stats.brackets!) {
    if (b.engine !== 'exact') continue;
    const d = edition === '2017' ? detail[i++]! : { worse: '?', exchanged: '?', mdps: -1, members: -1 };
    rows.push({ source, kind: b.kind, size: b.size, members: d.members, mdps: d.mdps, declined: b.declined ?? 'engine', worse: d.worse, exchanged: d.exchanged, ms: b.ms });
  }
}

function rounds(t: Tournament, edition: DutchEdition, from: number, to: number, source: string, rows: Row[]): number {
  let n = 0;
  for (let r = from; r <= to; r++) {
    const state = deriveRoundState(t, r, { unplayed: unplayedRules('dutch', edition) });
    if (state.players.filter((p) => p.toBePaired).length < 2) continue;
    survey(state, edition, `${source} r${r}`, rows);
    n++;
  }
  return n;
}

function main(args: string[]): void {
  let edition: DutchEdition = '2017';
  let runs = 20;
  let lo = 100;
  let hi = 300;
  let roundCount = 5;
  const corpus: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--edition') edition = args[++i] as DutchEdition;
    else if (a === '--runs') runs = Number(args[++i]);
    else if (a === '--players') [lo, hi] = args[++i]!.split('-').map(Number) as [number, number];
    else if (a === '--rounds') roundCount = Number(args[++i]);
    else if (a === '--corpus') while (i + 1 < args.length && !args[i + 1]!.startsWith('--')) corpus.push(args[++i]!);
    else throw new RangeError(`unknown argument ${a}`);
  }
  const rows: Row[] = [];
  let roundsPaired = 0;
  const start = performance.now();
  for (let seed = 1; seed <= runs; seed++) {
    const players = lo + ((seed * 7919) % (hi - lo + 1));
    const doc = generateTournament({
      ...DEFAULT_CONFIG,
      system: 'dutch',
      edition,
      players,
      rounds: roundCount,
      seed,
      forfeitRate: 0.1,
      halfPointByeRate: 0.05,
      absenceRate: 0.05,
      withdrawalRate: 0.02,
    });
    roundsPaired += rounds(buildTournament(doc), edition, 2, roundCount, `gen ${players}p seed ${seed}`, rows);
  }
  for (const file of corpus) {
    let t: Tournament;
    try {
      t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
    } catch {
      continue;
    }
    const played = t.roundsInFile;
    try {
      roundsPaired += rounds(t, edition, 1, played, file.replace(/.*\//, ''), rows);
    } catch {
      // rounds the engine cannot pair (no valid pairing) are the check command's business, not this survey's
    }
  }
  const out = process.stdout;
  out.write(`${edition}: ${roundsPaired} rounds paired, ${rows.length} exact brackets, ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
  const tally = (key: (r: Row) => string, of: readonly Row[] = rows): string => {
    const counts = new Map<string, number>();
    for (const r of of) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`).join(', ') || 'none';
  };
  out.write(`by reason: ${tally((r) => r.declined)}\n`);
  if (edition === '2017') out.write(`optimum meets every bound (players exchanged): ${tally((r) => `exchanged ${r.exchanged}`, rows.filter((r) => r.worse === 'none'))}\n`);
  out.write('kind    size  members  mdps  declined    worse-than-bound  exchanged  ms      source\n');
  for (const r of [...rows].sort((a, b) => b.size - a.size)) {
    out.write(
      `${r.kind.padEnd(7)} ${String(r.size).padStart(5)} ${String(r.members).padStart(8)} ${String(r.mdps).padStart(5)}  ${r.declined.padEnd(11)} ${r.worse.padEnd(17)} ${r.exchanged.padStart(9)}  ${r.ms.toFixed(1).padStart(6)}  ${r.source}\n`,
    );
  }
}

main(process.argv.slice(2));
