/**
 * scripts/baku-bbp: Baku acceleration against bbpPairings, round by round (issue 17 item 2; docs/acceleration.md).
 *
 * bbpPairings's generator has no acceleration key, so this script runs the tournament itself: before each round
 * it writes the TRF so far (`192 FIDE_DUTCH_2025_BAKU`, XXR, XXC), has bbpPairings pair the round (`-p`) and
 * swisspair pair the same file (in this process), compares the two pairings (pairs, colours, bye), then writes
 * bbpPairings's pairing with results drawn from the FIDE expected scores (with a draw rate), so both always pair
 * the same history. Now and then players take a half-point or zero-point bye declared in advance (`0000 - H`).
 *
 * bbpPairings 6 gives the virtual points to the first ceil(N/2) players, where C.04.7's "first half, rounded up
 * to the nearest even number" gives 2 x ceil(N/4); they agree when N mod 4 is 0 or 3. A round where the two
 * pairings differ is classified by pairing it again with swisspair given bbpPairings's group (as explicit
 * points): if that reproduces bbpPairings's pairing, the difference is the group size (decided from the text in
 * test/model/acceleration.test.ts); any other difference, and any difference when N mod 4 is 0 or 3, is a failure
 * (exit 1) and its file is kept.
 *
 * --edition 2017 compares the 2017 rules (C.04.5.1 Baku, `192 FIDE_DUTCH_2017_BAKU`) with bbpPairings 5, which
 * computes no Baku acceleration (its README: none unless XXA codes are given): its copy of the file gets XXA
 * records holding the virtual points swisspair computes, so what is compared is everything but the group split.
 *
 * The engine is never part of the repository: give its path with --bbp or SWISSPAIR_BBP (bbpPairings 6 for 2026,
 * 5 for 2017). Without one the script is skipped with a message (exit 0). Deterministic: the seed decides all.
 *
 * Usage: scripts/baku-bbp --bbp PATH [--edition 2026|2017] [--tournaments N] [--from SEED] [--max-players P]
 *        [--keep DIR] [--save DIR]
 * Defaults: 2026, 200 tournaments from seed 1, up to 120 players; --save DIR writes every finished tournament
 * there (the regression fixtures in test/fixtures/baku were made so). Build first: npx tsc -p tsconfig.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Prng } from '../src/generate/prng.js';
import { bakuGroupSize, bakuVirtualPoints, roundOneList, virtualPoints } from '../src/model/acceleration.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { playerId, type PlayerId, type Score, type Tournament } from '../src/model/types.js';
import { NoValidPairingError } from '../src/errors.js';
import { pairRound, type RoundPairing } from '../src/systems/index.js';
import { formatTenths, readTrf } from '../src/trf/index.js';
import { engineOrSkip, flags, usageOf } from './flags.js';

type Edition = '2017' | '2026';

interface Options {
  readonly bbp: string | undefined;
  readonly edition: Edition;
  readonly tournaments: number;
  readonly from: number;
  readonly maxPlayers: number;
  readonly keep: string;
  readonly save: string | null;
}

const USAGE = 'usage: scripts/baku-bbp --bbp PATH [--edition 2026|2017] [--tournaments N] [--from SEED] [--max-players P] [--keep DIR] [--save DIR]';

const usage: (message: string) => never = usageOf('baku-bbp', USAGE);

function parseArgs(argv: readonly string[]): Options {
  let bbp = process.env['SWISSPAIR_BBP'];
  let edition: Edition = '2026';
  let tournaments = 200;
  let from = 1;
  let maxPlayers = 120;
  let keep = join(tmpdir(), 'swisspair-baku-bbp');
  let save: string | null = null;
  for (const { name, value, int } of flags(argv, usage)) {
    if (name === '--bbp') bbp = value;
    else if (name === '--edition') {
      if (value !== '2017' && value !== '2026') usage('--edition expects 2017 or 2026');
      edition = value;
    } else if (name === '--tournaments') tournaments = int(1, 100_000);
    else if (name === '--from') from = int(0, 0x7fffffff);
    else if (name === '--max-players') maxPlayers = int(4, 999);
    else if (name === '--keep') keep = value;
    else if (name === '--save') save = value;
    else usage(`unknown option ${name}`);
  }
  return { bbp: bbp === '' ? undefined : bbp, edition, tournaments, from, maxPlayers, keep, save };
}

/** One tournament being played: the round blocks written so far, per player (index 0 = player 1). */
interface Play {
  readonly seed: number;
  readonly players: number;
  readonly rounds: number;
  readonly ratings: readonly number[];
  readonly drawRate: number;
  readonly byeRate: number;
  readonly blocks: string[][];
  readonly points: number[];
}

const RESULT_POINTS: Readonly<Record<string, number>> = { '1': 10, '=': 5, '0': 0, U: 10, H: 5, Z: 0 };

function newPlay(seed: number, maxPlayers: number): Play {
  const rng = new Prng(seed ^ 0xbacc);
  const players = rng.int(4, maxPlayers);
  const rounds = rng.int(3, Math.max(3, Math.min(11, Math.floor(players / 2) + 1)));
  // Ratings in decreasing order (the initial ranking list), with gaps of 0-40 points.
  const ratings: number[] = [];
  let rating = rng.int(2000, 2700);
  for (let i = 0; i < players; i++) {
    ratings.push(Math.max(1000, rating));
    rating -= rng.int(0, 40);
  }
  const drawRate = [0, 0.1, 0.3, 0.5][rng.int(0, 3)]!;
  const byeRate = [0, 0, 0.03, 0.08][rng.int(0, 3)]!;
  return { seed, players, rounds, ratings, drawRate, byeRate, blocks: ratings.map(() => []), points: ratings.map(() => 0) };
}

function trfText(p: Play, typeLine: string, extra: readonly string[] = []): string {
  const lines = [`012 Baku seed ${p.seed}`, typeLine, `XXR ${p.rounds}`, 'XXC white1', ...extra];
  p.ratings.forEach((rating, i) => {
    const name = `Player ${String(i + 1).padStart(3, '0')}`.padEnd(33);
    let line = `001 ${String(i + 1).padStart(4)}      ${name} ${String(rating).padStart(4)}                            ${formatTenths(p.points[i]!).padStart(4)}     `;
    for (const b of p.blocks[i]!) line += `  ${b}`;
    lines.push(line.trimEnd());
  });
  return lines.join('\n') + '\n';
}

function tournamentOf(text: string): Tournament {
  return buildTournament(readTrf(new TextEncoder().encode(text), { fileName: 'baku.trf' }), { fileName: 'baku.trf' });
}

/** The pairs file as both engines write it: pairs `white black`, the bye as `id 0`, in a canonical order. */
function canonical(lines: readonly string[]): string {
  return [...lines].sort().join(', ');
}

function pairingLines(p: RoundPairing): string[] {
  return [...p.pairs.map((x) => `${x.white} ${x.black}`), ...(p.bye === null ? [] : [`${p.bye} 0`])];
}

function runBbp(bbp: string, file: string, out: string): string[] {
  execFileSync(bbp, ['--dutch', file, '-p', out], { stdio: ['ignore', 'ignore', 'pipe'] });
  const lines = readFileSync(out, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '');
  return lines.slice(1);
}

/** The tournament with virtual points given explicitly to GA = players 1..last (what bbpPairings 6 computes with last = ceil(N/2)). */
function withGroup(t: Tournament, last: number, planned: number): Tournament {
  const perRound: Score[] = [];
  for (let r = 1; r <= planned; r++) perRound.push(bakuVirtualPoints(r, planned));
  const acceleration = new Map<PlayerId, readonly Score[]>();
  for (let id = 1; id <= last; id++) acceleration.set(playerId(id), perRound);
  return { ...t, acceleration, accelerationChoice: null };
}

/** XXA records of the virtual points swisspair computes (for bbpPairings 5, which computes none). */
function xxaRecords(t: Tournament, planned: number): string[] {
  const { points } = virtualPoints(t, planned);
  return [...points].map(([id, list]) => `XXA ${String(id).padStart(4)} ${list.map((v) => formatTenths(v).padStart(4)).join(' ')}`);
}

/** White's result of a game between ratings a (white) and b: FIDE expected score, with a draw rate. */
function drawResult(rng: Prng, a: number, b: number, drawRate: number): '1' | '=' | '0' {
  const expected = 1 / (1 + 10 ** ((b - a) / 400));
  const x = rng.next();
  const win = expected * (1 - drawRate);
  return x < win ? '1' : x < win + drawRate ? '=' : '0';
}

interface Difference {
  readonly round: number;
  readonly kind: string;
  readonly bbp: string;
  readonly swisspair: string;
}

interface Outcome {
  readonly play: Play;
  /** N: the list before round 1 (C.04.7 splits it; roundOneList): paired in round 1 or an H bye there. */
  readonly roundOnePlayers: number;
  readonly rounds: number;
  readonly differences: readonly Difference[];
  readonly failed: boolean;
  /** Neither engine found a valid pairing for some round (both stop there). */
  readonly unpairable: boolean;
  readonly file?: string;
}

// The list before round 1 (roundOneList) leaves out only the players with a zero-point round 1 (`0000 - Z`).
const GROUP_KIND = 'GA size: bbpPairings ceil(N/2), the text 2 x ceil(N/4)';
const ABSENT_KIND = 'N: bbpPairings counts the players with a zero-point or blank round 1, the text leaves them out as late entries (and ceil(N/2))';

function runCase(seed: number, o: Options, bbp: string, work: string): Outcome {
  const play = newPlay(seed, o.maxPlayers);
  const rng = new Prng(seed ^ 0x7e57);
  const code = o.edition === '2026' ? '192 FIDE_DUTCH_2025_BAKU' : '192 FIDE_DUTCH_2017_BAKU';
  const differences: Difference[] = [];
  let failed = false;
  let roundOnePlayers = 0;
  let unpairable = false;
  let compared = 0;
  const file = join(work, `baku-${o.edition}-seed${seed}.trf`);
  for (let round = 1; round <= play.rounds; round++) {
    // Byes declared in advance for this round (JaVaFo's convention, which both engines read).
    if (play.byeRate > 0) {
      for (let i = 0; i < play.players; i++) if (rng.chance(play.byeRate)) play.blocks[i]![round - 1] = rng.chance(0.5) ? '0000 - H' : '0000 - Z';
    }
    const text = trfText(play, code);
    const t = tournamentOf(text);
    const theirsText = o.edition === '2026' ? text : trfText(play, '092 Individual Swiss Dutch', xxaRecords(t, play.rounds));
    writeFileSync(file, theirsText);
    let theirs: string[] | null = null;
    try {
      theirs = runBbp(bbp, file, `${file}.pairs`);
    } catch (e) {
      // bbpPairings exits 1 when no valid pairing exists (small tournaments, late rounds): swisspair must agree.
      if ((e as { status?: number }).status !== 1) throw e;
    }
    let ours: RoundPairing | null = null;
    try {
      ours = pairRound(deriveRoundState(t, round), 'dutch', { edition: o.edition });
    } catch (e) {
      if (!(e instanceof NoValidPairingError)) throw e;
    }
    if (theirs === null || ours === null) {
      if (theirs !== null || ours !== null) {
        differences.push({ round, kind: 'other', bbp: theirs === null ? 'no valid pairing' : canonical(theirs), swisspair: ours === null ? 'no valid pairing' : canonical(pairingLines(ours)) });
        failed = true;
      } else {
        unpairable = true;
      }
      break;
    }
    const mine = canonical(pairingLines(ours));
    compared++;
    const reference = canonical(theirs);
    const list = roundOneList(t);
    const n = list.length;
    if (round === 1) roundOnePlayers = n;
    if (mine !== reference) {
      let kind = 'other';
      if (o.edition === '2026' && n > 0) {
        // bbpPairings 6's group: the first ceil(N/2) players, N counting either the list before round 1 (as the
        // text: paired in round 1 or with an H bye there) or every player of the file, zero-point round 1 included.
        const all = t.players.length;
        const variants: [string, number][] = [
          [GROUP_KIND, Math.ceil(n / 2) === bakuGroupSize(n) ? -1 : list[Math.ceil(n / 2) - 1]!],
          [ABSENT_KIND, all === n ? -1 : Math.ceil(all / 2)],
        ];
        for (const [name, last] of variants) {
          if (last < 0) continue;
          const again = canonical(pairingLines(pairRound(deriveRoundState(withGroup(t, last, play.rounds), round), 'dutch', { edition: '2026' })));
          if (again === reference) {
            kind = name;
            break;
          }
        }
      }
      if (kind === 'other') failed = true;
      differences.push({ round, kind, bbp: reference, swisspair: mine });
    }
    // bbpPairings's pairing is what is played: both engines keep pairing the same history.
    const paired = new Set<number>();
    for (const line of theirs) {
      const [w, b] = line.split(/\s+/).map(Number) as [number, number];
      if (b === 0) {
        play.blocks[w - 1]![round - 1] = '0000 - U';
        paired.add(w);
        continue;
      }
      const r = drawResult(rng, play.ratings[w - 1]!, play.ratings[b - 1]!, play.drawRate);
      const rb = r === '1' ? '0' : r === '0' ? '1' : '=';
      play.blocks[w - 1]![round - 1] = `${String(b).padStart(4)} w ${r}`;
      play.blocks[b - 1]![round - 1] = `${String(w).padStart(4)} b ${rb}`;
      paired.add(w);
      paired.add(b);
    }
    for (let i = 0; i < play.players; i++) {
      if (!paired.has(i + 1) && play.blocks[i]![round - 1] === undefined) play.blocks[i]![round - 1] = '0000 - Z';
      const block = play.blocks[i]![round - 1]!;
      play.points[i] = play.points[i]! + (RESULT_POINTS[block.slice(-1)] ?? 0);
    }
  }
  const finalText = trfText(play, code);
  if (o.save !== null) {
    mkdirSync(o.save, { recursive: true });
    writeFileSync(join(o.save, `baku-${o.edition}-seed${seed}-n${play.players}.trf`), finalText);
  }
  rmSync(file, { force: true });
  rmSync(`${file}.pairs`, { force: true });
  const rounds = compared;
  if (!failed) return { play, roundOnePlayers, rounds, differences, failed, unpairable };
  mkdirSync(o.keep, { recursive: true });
  const kept = join(o.keep, `baku-${o.edition}-seed${seed}.trf`);
  writeFileSync(kept, finalText);
  return { play, roundOnePlayers, rounds, differences, failed, unpairable, file: kept };
}

function main(): number {
  const o = parseArgs(process.argv.slice(2));
  const bbp = engineOrSkip('baku-bbp', o.bbp);
  if (bbp === null) return 0;
  const work = mkdtempSync(join(tmpdir(), 'swisspair-baku-'));
  const start = performance.now();
  const outcomes: Outcome[] = [];
  for (let i = 0; i < o.tournaments; i++) {
    const r = runCase(o.from + i, o, bbp, work);
    outcomes.push(r);
    if (r.failed) {
      const lines = r.differences.map((d) => `  round ${d.round} (${d.kind}):\n    bbpPairings ${d.bbp}\n    swisspair   ${d.swisspair}`);
      process.stderr.write(`FAIL seed ${r.play.seed} (${r.play.players} players, ${r.play.rounds} rounds, byes ${r.play.byeRate}):\n${lines.join('\n')}\n  file kept: ${r.file}\n`);
    }
  }
  rmSync(work, { recursive: true, force: true });
  const rounds = outcomes.reduce((s, r) => s + r.rounds, 0);
  const byKind = new Map<string, { tournaments: number; rounds: number }>();
  for (const r of outcomes) {
    const kinds = new Set(r.differences.map((d) => d.kind));
    for (const kind of kinds) {
      const c = byKind.get(kind) ?? { tournaments: 0, rounds: 0 };
      byKind.set(kind, { tournaments: c.tournaments + 1, rounds: c.rounds + r.differences.filter((d) => d.kind === kind).length });
    }
  }
  // Where bbpPairings 6's split and the text's agree: N mod 4 in {0, 3} and nobody with a zero-point round 1.
  const agreeing = outcomes.filter((r) => (r.roundOnePlayers % 4 === 0 || r.roundOnePlayers % 4 === 3) && r.roundOnePlayers === r.play.players);
  const differing = [...byKind.values()].reduce((s, c) => s + c.rounds, 0);
  const lines = [
    `baku-bbp: edition ${o.edition}, engine ${bbp}, seeds ${o.from}-${o.from + o.tournaments - 1}, ${Math.round((performance.now() - start) / 1000)}s`,
    `tournaments: ${outcomes.length} (${agreeing.length} with N mod 4 in {0,3} and nobody with a zero-point round 1); with declared byes: ${outcomes.filter((r) => r.play.byeRate > 0).length}, a zero-point round 1: ${outcomes.filter((r) => r.roundOnePlayers < r.play.players).length}`,
    `rounds compared: ${rounds}; identical: ${rounds - differing}; different: ${differing}`,
    ...[...byKind].map(([kind, c]) => `  ${kind}: ${c.rounds} rounds in ${c.tournaments} tournaments`),
    `rounds different when N mod 4 is 0 or 3 (nobody with a zero-point round 1): ${agreeing.reduce((s, r) => s + r.differences.length, 0)}`,
    `tournaments stopped early, no valid pairing for either engine: ${outcomes.filter((r) => r.unpairable).length}`,
    `failures: ${outcomes.filter((r) => r.failed).length}`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  return outcomes.some((r) => r.failed) ? 1 : 0;
}

process.exit(main());
