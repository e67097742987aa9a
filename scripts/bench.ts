/**
 * scripts/bench: wall time and peak memory of pairing one round, by system and size.
 *
 * For each size a synthetic tournament is generated with swisspair's own generator (players with ratings
 * 1400-2700, 30% draws, rounds 1-5 of a 9-round event paired by the system under test) and cached under
 * $TMPDIR/swisspair-bench; then a fresh Node process reads it and pairs round 6, reporting the time of reading +
 * pairing and the process's peak resident memory. Usage: scripts/bench [--system dutch|dubov] [--edition E] [sizes...]
 * (without --edition, the edition in force today).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTournament, DEFAULT_CONFIG } from '../src/generate/generate.js';
import { deriveRoundState } from '../src/model/state.js';
import { buildTournament } from '../src/model/tournament.js';
import { isEdition, pairRound, type Edition, type SystemName } from '../src/systems/index.js';
import { encodeTrf, readTrf } from '../src/trf/index.js';

const self = fileURLToPath(import.meta.url);

function measure(file: string, system: SystemName, edition: Edition | undefined): void {
  const start = performance.now();
  const t = buildTournament(readTrf(readFileSync(file)), { fileName: file });
  const pairing = pairRound(deriveRoundState(t, t.roundsInFile + 1), system, { edition });
  const ms = performance.now() - start;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ ms, rssMb, boards: pairing.pairs.length }) + '\n');
}

function main(args: string[]): void {
  if (args[0] === '--measure') {
    const edition = args[3];
    measure(args[1]!, args[2] as SystemName, edition !== undefined && isEdition(args[2] as SystemName, edition) ? edition : undefined);
    return;
  }
  let system: SystemName = 'dutch';
  let edition: string | undefined;
  const sizes: number[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--system') system = args[++i] as SystemName;
    else if (args[i] === '--edition') edition = args[++i];
    else sizes.push(Number(args[i]));
  }
  if (sizes.length === 0) sizes.push(100, 1000, 3000, 9999);
  const dir = join(tmpdir(), 'swisspair-bench');
  mkdirSync(dir, { recursive: true });
  if (edition !== undefined && !isEdition(system, edition)) throw new Error(`unknown edition ${edition} for ${system}`);
  process.stdout.write(`system ${system}, edition ${edition ?? 'in force'}, one round (round 6 of 9), synthetic tournaments\n`);
  process.stdout.write('players   boards   time (ms)   peak memory (MB)\n');
  for (const players of sizes) {
    const file = join(dir, `${system}-${players}.trf`);
    if (!existsSync(file)) {
      const doc = generateTournament({ ...DEFAULT_CONFIG, system, players, rounds: 5, seed: players });
      // Announce the real length of the event: round 6 is then the sixth of nine.
      const text = new TextDecoder().decode(encodeTrf(doc)).replace(/^XXR 5$/m, 'XXR 9');
      writeFileSync(file, text);
    }
    const out = execFileSync(process.execPath, [self, '--measure', file, system, ...(edition === undefined ? [] : [edition])], { encoding: 'utf8' });
    const r = JSON.parse(out) as { ms: number; rssMb: number; boards: number };
    process.stdout.write(
      `${String(players).padStart(7)}  ${String(r.boards).padStart(7)}  ${r.ms.toFixed(0).padStart(10)}  ${r.rssMb.toFixed(0).padStart(17)}\n`,
    );
  }
}

main(process.argv.slice(2));
