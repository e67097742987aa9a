/**
 * `pair --manual | --manual-from | --swap` on a team Swiss (the arbiter's pairing, by team pairing numbers): written
 * when it keeps C1, C2 and 3.3.1, with what it loses against the C.04.6 pairing on standard error, the same reason
 * `check` then gives; refused (exit 3, nothing written) when it breaks one. The options a team file has no use for
 * are refused, not ignored. The library's `manual` option writes the same bytes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeTrf, readTrf } from '../../src/index.js';
import { pairNextTeamRound } from '../../src/api/team.js';
import { cli } from '../support/cli.js';
import { cutTeamEventAfter } from '../support/teamEvents.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-teammanual-');

interface Match { readonly white: number; readonly black: number }
interface Paired { readonly matches: readonly Match[]; readonly pab: number | null }

/** A generated 9-team event of 4 rounds (one PAB a round) and its file's path. */
function event(): { file: string; text: string } {
  const g = cli(['generate', '--teams', '9', '--boards', '4', '--rounds', '5', '--seed', '5']);
  expect(g.code, g.stderr).toBe(0);
  // Rounds 1-4 of the 5 generated.
  const text = cutTeamEventAfter(g.stdout, 4);
  const file = join(tmp(), 'event.trf');
  writeFileSync(file, text);
  return { file, text };
}
const engineOf = (file: string): Paired => JSON.parse(cli(['pair', file, '--json']).stdout) as Paired;
const asManual = (p: Paired): string => [...p.matches.map((m) => `${m.white}-${m.black}`), ...(p.pab === null ? [] : [`${p.pab}-0`])].join(',');
/** The matches `show --json` gives for a round (the last one by default). */
function shownMatches(file: string, round?: number): Match[] {
  const shown = JSON.parse(cli(['show', file, '--json', ...(round === undefined ? [] : ['--round', String(round)])]).stdout) as { matches: { white: { tpn: number }; black: { tpn: number } }[] };
  return shown.matches.map((m) => ({ white: m.white.tpn, black: m.black.tpn }));
}
/** Teams that met over the board in round 1. */
const firstRoundMatch = (file: string): Match => shownMatches(file, 1)[0]!;

describe('pair --manual on a team Swiss', () => {
  it("the engine's own pairing written by hand: 'nothing exchanged', the bytes of pair -o", () => {
    const { file } = event();
    const [plain, manual] = [join(tmp(), 'plain.trf'), join(tmp(), 'manual.trf')];
    expect(cli(['pair', file, '-o', plain]).code).toBe(0);
    const r = cli(['pair', file, '--manual', asManual(engineOf(file)), '-o', manual]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('warning: manual pairing of round 5: the C.04.6 pairing (nothing exchanged)');
    expect(readFileSync(manual, 'utf8')).toBe(readFileSync(plain, 'utf8'));
  });

  it('colours turned in one match: written, the 4.3.x rule it loses said, and check of the file gives the same reason (exit 1)', () => {
    const { file } = event();
    const engine = engineOf(file);
    const [first, ...rest] = engine.matches;
    const turned: Paired = { matches: [{ white: first!.black, black: first!.white }, ...rest], pab: engine.pab };
    const out = join(tmp(), 'turned.trf');
    const r = cli(['pair', file, '--manual', asManual(turned), '-o', out]);
    expect(r.code, r.stderr).toBe(0);
    const said = /differs from the C\.04\.6 pairing \(colour\): (4\.3\.\d: .*)$/m.exec(r.stderr);
    expect(said, r.stderr).not.toBeNull();
    expect(said![1]).toContain(`White on board 1 goes to team ${first!.white}, not team ${first!.black}`);
    expect(shownMatches(out, 5)).toContainEqual({ white: first!.black, black: first!.white });
    const checked = cli(['check', out]);
    expect(checked.code).toBe(1);
    expect(checked.stdout + checked.stderr).toContain(said![1]!);
  });

  it('a rematch (C1) is refused with exit 3 and nothing written; so are a team twice, an unknown team, two PABs, teams left out', () => {
    const { file } = event();
    const met = firstRoundMatch(file);
    const others = engineOf(file).matches.flatMap((m) => [m.white, m.black]).filter((t) => t !== met.white && t !== met.black);
    const out = join(tmp(), 'never.trf');
    const rematch = cli(['pair', file, '--manual', `${met.white}-${met.black}`, '-o', out]);
    // The rematch alone leaves seven teams out: refused before the criteria are read.
    expect([rematch.code, rematch.stderr]).toEqual([3, expect.stringMatching(/leaves teams [\d, ]+ without a match/)]);
    const all = [9, 8, 7, 6, 5, 4, 3, 2, 1].filter((t) => t !== met.white && t !== met.black);
    const full = cli(['pair', file, '--manual', [`${met.white}-${met.black}`, `${all[0]}-${all[1]}`, `${all[2]}-${all[3]}`, `${all[4]}-${all[5]}`, `${all[6]}-0`].join(','), '-o', out]);
    // The pairs are checked in the order written: the rematch, first, is named.
    expect([full.code, full.stderr]).toEqual([3, expect.stringContaining(`C1: teams ${met.white} and ${met.black} met before; nothing written`)]);
    expect(existsSync(out)).toBe(false);
    expect(cli(['pair', file, '--manual', `${others[0]}-${others[1]},${others[0]}-${others[2]}`]).stderr).toContain(`team ${others[0]} is in two matches`);
    expect(cli(['pair', file, '--manual', '1-99']).stderr).toContain('team 99 is not to be paired in round 5');
    expect(cli(['pair', file, '--manual', '1-0,2-0']).stderr).toContain('a second pairing-allocated bye');
    const left = cli(['pair', file, '--manual', `${others[0]}-${others[1]}`]);
    expect([left.code, left.stderr]).toEqual([3, expect.stringMatching(/the manual pairing leaves teams [\d, ]+ without a match/)]);
  });

  it('--swap A,B on the C.04.6 pairing: the two teams exchange places; --manual-from reads a file of pairs', () => {
    const { file } = event();
    const engine = engineOf(file);
    const [a, b] = [engine.matches[0]!.white, engine.matches[0]!.black];
    const swapped = cli(['pair', file, '--swap', `${a},${b}`, '--json']);
    expect(swapped.code, swapped.stderr).toBe(0);
    expect((JSON.parse(swapped.stdout) as Paired).matches).toContainEqual(expect.objectContaining({ white: b, black: a }));
    const pairs = join(tmp(), 'pairs.txt');
    writeFileSync(pairs, `# round 5\n${engine.matches.map((m) => `${m.white}-${m.black}`).join('\n')}\n`);
    const fromFile = cli(['pair', file, '--manual-from', pairs, '--json']);
    expect(fromFile.code, fromFile.stderr).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ pab: engine.pab });
  });

  it("the library's manual option writes the bytes pair --manual -o writes, and refuses a rematch", () => {
    const { file, text } = event();
    const engine = engineOf(file);
    const out = join(tmp(), 'cli.trf');
    expect(cli(['pair', file, '--manual', asManual(engine), '-o', out]).code).toBe(0);
    const document = readTrf(new TextEncoder().encode(text), { fileName: file });
    const pairing = { pairs: engine.matches.map(({ white, black }) => ({ white, black })), pab: engine.pab };
    const next = pairNextTeamRound(document, { fileName: file, manual: () => pairing });
    expect(Buffer.from(encodeTrf(next.document, 'utf-8', file)).toString('latin1')).toBe(readFileSync(out, 'latin1'));
    const met = firstRoundMatch(file);
    expect(() => pairNextTeamRound(document, { fileName: file, manual: () => ({ pairs: [met], pab: null }) })).toThrow(/absolute criterion/);
  });
});

describe('options a team file has no use for: exit 3, not ignored', () => {
  it.each([
    [['--explain'], '--explain does not apply to a team Swiss'],
    [['-p', '-'], '-p does not apply to a team Swiss'],
    [['--round', '2'], '--round does not apply to a team Swiss'],
    [['--acceleration', 'baku'], '--acceleration does not apply to a team Swiss'],
  ])('%s', (args, message) => {
    const { file } = event();
    const r = cli(['pair', file, ...args]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(message);
  });

  it('a team round robin refuses --manual', () => {
    const g = cli(['generate', '--teams', '6', '--boards', '2', '--round-robin', '--seed', '1']);
    const file = join(tmp(), 'rr.trf');
    writeFileSync(file, g.stdout.split('\n').map((l) => (l.startsWith('001') ? l.slice(0, 91).trimEnd() : l)).filter((l) => !l.startsWith('330')).join('\n'));
    const r = cli(['pair', file, '--manual', '1-2,3-4,5-6']);
    expect([r.code, r.stderr]).toEqual([3, expect.stringContaining("--manual, --manual-from and --swap does not apply to a team round robin: a team round robin's rounds are its Berger table's")]);
  });
});
