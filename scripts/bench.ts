/**
 * scripts/bench: wall time and peak memory of pairing one round, by system and size.
 *
 * For each size a synthetic tournament is generated with swisspair's own generator (players with ratings
 * 1400-2700, 30% draws, rounds 1-5 of a 9-round event paired by the system under test) and cached under
 * $TMPDIR/swisspair-bench; then a fresh Node process reads it and pairs round 6, reporting the time of reading +
 * pairing and the process's peak resident memory. The same file serves every edition (its rounds 1-5 are paired by
 * the generator's default edition), so editions are compared on the same round.
 * With --repeat N the round is paired in N fresh processes and the fastest is reported (a shared machine is noisy):
 * the least wall time and, separately, the least CPU time (user + system of the process over reading + pairing,
 * garbage collection threads included), which varies far less than wall time when other jobs compete for the cores.
 * Usage: scripts/bench [--system dutch|dubov] [--edition 2017|2018|2026] [--repeat N] [sizes...]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTournament, DEFAULT_CONFIG } from '../src/generate/generate.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { isEdition, pairRound, unplayedRules, type Edition, type SystemName } from '../src/systems/index.js';
import { encodeTrf, readTrf } from '../src/trf/index.js';

const self = fileURLToPath(import.meta.url);

function measure(file: string, system: SystemName, edition: Edition | undefined): void {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
  // With an edition given, the state is derived once with that edition's reading of unplayed rounds, as a caller
  // that knows the edition does; pairRound would otherwise derive it a second time.
  const state = deriveRoundState(t, t.roundsInFile + 1, edition === undefined ? {} : { unplayed: unplayedRules(system, edition) });
  const pairing = pairRound(state, system, edition === undefined ? {} : { edition });
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const rssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, rssMb, boards: pairing.pairs.length }) + '\n');
}

function main(args: string[]): void {
  if (args[0] === '--measure') {
    const system = args[2] as SystemName;
    const edition = args[3];
    measure(args[1]!, system, edition !== undefined && isEdition(system, edition) ? edition : undefined);
    return;
  }
  let system: SystemName = 'dutch';
  let edition: string | undefined;
  let repeat = 1;
  const sizes: number[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--system') system = args[++i] as SystemName;
    else if (args[i] === '--edition') edition = args[++i];
    else if (args[i] === '--repeat') repeat = Math.max(1, Number(args[++i]));
    else sizes.push(Number(args[i]));
  }
  if (edition !== undefined && !isEdition(system, edition)) throw new RangeError(`unknown edition ${edition} for ${system}`);
  if (sizes.length === 0) sizes.push(100, 1000, 3000, 9999);
  const dir = join(tmpdir(), 'swisspair-bench');
  mkdirSync(dir, { recursive: true });
  process.stdout.write(`system ${system}, edition ${edition ?? 'chosen from the file'}, one round (round 6 of 9), synthetic tournaments\n`);
  process.stdout.write('players   boards   time (ms)   CPU (ms)   peak memory (MB)\n');
  for (const players of sizes) {
    const file = join(dir, `${system}-${players}.trf`);
    if (!existsSync(file)) {
      const doc = generateTournament({ ...DEFAULT_CONFIG, system, players, rounds: 5, seed: players });
      // Announce the real length of the event: round 6 is then the sixth of nine.
      const text = new TextDecoder().decode(encodeTrf(doc)).replace(/^XXR 5$/m, 'XXR 9');
      writeFileSync(file, text);
    }
    const runs = Array.from({ length: repeat }, () => {
      const out = execFileSync(process.execPath, [self, '--measure', file, system, ...(edition === undefined ? [] : [edition])], { encoding: 'utf8' });
      return JSON.parse(out) as { ms: number; cpuMs: number; rssMb: number; boards: number };
    });
    const r = runs.reduce((best, x) => (x.ms < best.ms ? x : best));
    const cpuMs = Math.min(...runs.map((x) => x.cpuMs));
    process.stdout.write(
      `${String(players).padStart(7)}  ${String(r.boards).padStart(7)}  ${r.ms.toFixed(0).padStart(10)}  ${cpuMs.toFixed(0).padStart(9)}  ${r.rssMb.toFixed(0).padStart(17)}\n`,
    );
  }
}

main(process.argv.slice(2));
