/**
 * scripts/bench-edit: the speed item of issue 16 (9): each editing command on a 9,999-player, 15-round file in
 * under 1 s, as a person runs it (a fresh `node bin/swisspair` process, start-up included; fastest of N runs on a
 * shared machine). The file is built here: rounds 1-14 played (circle method, so nobody meets twice; the odd
 * player out gets the PAB), round 15 paired with results open, 16 rounds planned.
 *
 * Usage (after `npm run build`): node dist/scripts/bench-edit.js [--runs N] [--players N] [--write FILE (the file only)]
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli/main.js';
import { fillPoints, writeRound } from '../src/trf/edit.js';
import { newTournament, type PlayerEntry } from '../src/trf/entry.js';
import { writeTrf, type RoundBlock, type TrfDocument } from '../src/trf/index.js';
import { flags } from './flags.js';

const bin = fileURLToPath(new URL('../../bin/swisspair', import.meta.url));
const usage = (message: string): never => {
  console.error(`bench-edit: ${message}\nusage: node dist/scripts/bench-edit.js [--runs N] [--players N] [--write FILE]`);
  process.exit(3);
};
let runs = 3;
let count = 9999;
let keep: string | null = null;
for (const f of flags(process.argv.slice(2), usage)) {
  if (f.name === '--runs') runs = f.int(1, 100);
  else if (f.name === '--players') count = f.int(2, 9999);
  else if (f.name === '--write') keep = f.value;
  else usage(`unknown flag ${f.name}`);
}
const ROUNDS = 15;

/** Round r of the circle method on an even number of slots; the last slot is the bye when the count is odd. */
function circleRound(slots: number, r: number): [number, number][] {
  const others = Array.from({ length: slots - 1 }, (_, i) => ((i + r) % (slots - 1)) + 1);
  const order = [0, ...others];
  const pairs: [number, number][] = [];
  for (let i = 0; i < slots / 2; i++) pairs.push([order[i]!, order[slots - 1 - i]!]);
  return pairs;
}

function buildFile(): { text: string; whites15: [number, number][] } {
  const players: PlayerEntry[] = Array.from({ length: count }, (_, i) => ({
    name: `Player ${String(i + 1).padStart(5, '0')}`,
    rating: 2800 - Math.floor((i * 2000) / count),
    title: '',
    federation: 'FID',
    fideId: '',
    birthDate: '',
    sex: '',
  }));
  let doc: TrfDocument = newTournament(
    { name: 'Bench', rounds: ROUNDS + 1, initialColour: 'white', points: { win: 10, draw: 5, loss: 0 }, typeCode: 'FIDE_DUTCH_2026' },
    players,
  );
  const slots = count % 2 === 0 ? count : count + 1;
  let whites15: [number, number][] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const blocks = new Map<number, RoundBlock>();
    const games: [number, number][] = [];
    for (const [a, b] of circleRound(slots, r)) {
      const [x, y] = [a + 1, b + 1];
      if (x > count || y > count) {
        blocks.set(x > count ? y : x, { opponent: null, colour: null, result: 'U', blank: false });
        continue;
      }
      const [w, bl] = r % 2 === 0 ? [x, y] : [y, x];
      const open = r === ROUNDS;
      const result = open ? null : (w + bl + r) % 3;
      blocks.set(w, { opponent: bl, colour: 'w', result: result === null ? null : result === 0 ? '1' : result === 1 ? '=' : '0', blank: false });
      blocks.set(bl, { opponent: w, colour: 'b', result: result === null ? null : result === 0 ? '0' : result === 1 ? '=' : '1', blank: false });
      games.push([w, bl]);
    }
    doc = writeRound(doc, r, { blocks });
    whites15 = games;
  }
  return { text: writeTrf(fillPoints(doc)), whites15 };
}

/** CPU time (user + system) of the command run in this process: what the command costs, whoever else is running. */
function cpuMs(argv: string[]): { ms: number; code: number } {
  const sink = { write: (): void => undefined, isTTY: false };
  const before = process.cpuUsage();
  const code = run(argv, { stdout: sink, stderr: sink, readStdin: () => new Uint8Array(), env: {} });
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000, code };
}

function timeMs(argv: string[]): { ms: number; code: number; stderr: string } {
  const start = performance.now();
  const r = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ms: performance.now() - start, code: r.status ?? -1, stderr: r.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'swisspair-bench-edit-'));
try {
  const built = performance.now();
  const { text, whites15 } = buildFile();
  const base = join(dir, 'base.trf');
  writeFileSync(base, text);
  if (keep !== null) {
    // --write FILE: only the file, for profiling a command on it.
    writeFileSync(keep, text);
    process.exit(0);
  }
  const csv = join(dir, 'players.csv');
  writeFileSync(csv, ['Name,Rating,Federation', ...Array.from({ length: count }, (_, i) => `Player ${i + 1},${1000 + ((i * 7919) % 1800)},FID`)].join('\n') + '\n');
  const all = join(dir, 'results.txt');
  writeFileSync(all, whites15.map(([w, b]) => `${w}-${b}=1-0`).join('\n') + '\n');
  console.log(`file: ${count} players, ${ROUNDS} rounds, ${(text.length / 1e6).toFixed(1)} MB, built in ${(performance.now() - built).toFixed(0)} ms`);
  const work = join(dir, 'work.trf');
  const [w1, b1] = whites15[0]!;
  // [name, argv, expected exit code]
  const cases: [string, string[], number?][] = [
    ['new (9,999-player CSV)', ['new', join(dir, 'new.trf'), '--players', csv, '--rounds', '15', '--force']],
    ['result (one game)', ['result', work, '--round', '15', `${w1}-${b1}=1-0`]],
    ['result (one board, --board)', ['result', work, '--round', '15', '--board', '1=½-½']],
    [`result (all ${whites15.length} games, --from)`, ['result', work, '--round', '15', '--from', all]],
    ['bye (240 H, round 16)', ['bye', work, '--round', '16', '--player', '17', '--kind', 'H']],
    ['withdraw (from round 16)', ['withdraw', work, '--player', '18', '--from-round', '16']],
    // A full file (player 9,999) is refused: the TRF holds no pairing number above 9999.
    ['add-player (after round 4)', ['add-player', work, '--name', 'Late, Entry', '--rating', '2000'], count >= 9999 ? 3 : 0],
    ['inspect (for comparison: read only)', ['inspect', base, '--json']],
  ];
  for (const [name, argv, expected = 0] of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      copyFileSync(base, work);
      const r = timeMs(argv);
      if (r.code !== expected) throw new Error(`${name}: exit ${r.code}: ${r.stderr.slice(0, 500)}`);
      times.push(r.ms);
      copyFileSync(base, work);
      cpu.push(cpuMs(argv).ms);
    }
    const best = Math.min(...times);
    const bestCpu = Math.min(...cpu);
    console.log(
      `${(expected === 0 ? name : `${name}, refused (exit ${expected})`).padEnd(40)} process wall ${best.toFixed(0).padStart(5)} ms, in-process CPU ${bestCpu.toFixed(0).padStart(5)} ms  ${bestCpu < 1000 ? 'ok' : 'OVER 1 s'}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
