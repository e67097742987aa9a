/**
 * Team round robins (issue 36 item 1): `new --teams --round-robin` writes the team round-robin code and the
 * table's rounds; `pair` takes each round from the Berger table by team pairing numbers (ahead of results too),
 * boards coloured by 352 for the first-named team; `check` compares every match with the table; an absent team
 * loses its match by forfeit (330); `standings` names the default list; `generate --teams --round-robin` checks
 * clean. Pairs, colours and exit codes asserted.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTeamTournament } from '../../src/model/team.js';
import { readTrf } from '../../src/trf/index.js';
import { cli } from '../support/cli.js';
import { useTempDirs } from '../support/tmp.js';

const tmp = useTempDirs('swisspair-teamrr-');
const CSV = 'test/fixtures/team/club-teams.csv';

function made(extra: string[] = []): string {
  const out = join(tmp(), 't.trf');
  const r = cli(['new', out, '--teams', CSV, '--boards', '4', '--round-robin', ...extra]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}
const team = (file: string) => buildTeamTournament(readTrf(readFileSync(file)), file);
const block = (text: string, id: number, round: number): string => {
  const l = text.split('\n').find((x) => x.startsWith(`001 ${String(id).padStart(4)}`))!;
  return l.slice(91 + 10 * (round - 1), 99 + 10 * (round - 1)).trimEnd();
};
const matches = (file: string, round: number): string[] => {
  const r = cli(['pair', file, '--round', String(round), '--json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { matches: { first: number; second: number }[] }).matches.map((m) => `${m.first}-${m.second}`);
};
function pairAll(file: string, rounds: number): void {
  for (let i = 0; i < rounds; i++) {
    const r = cli(['pair', file, '-o', file, '--force']);
    expect(r.code, r.stderr).toBe(0);
  }
}

describe('new --teams --round-robin', () => {
  it('writes the team round-robin code and the rounds of the table', () => {
    const text = readFileSync(made(), 'utf8');
    expect(text).toMatch(/^192 FIDE_TEAM_ROUNDROBIN$/m);
    expect(text).toMatch(/^142 3$/m);
    expect(readFileSync(made(['--double', '--force']), 'utf8')).toMatch(/^192 FIDE_TEAM_DOUBLEROUNDROBIN\n[\s\S]*/m);
    expect(readFileSync(made(['--double', '--force']), 'utf8')).toMatch(/^142 6$/m);
    expect(readFileSync(made(['--double', '--no-swap', '--force']), 'utf8')).toMatch(/^192 BERGER_TEAM_DOUBLEROUNDROBIN$/m);
  });

  it('numbers the teams in the list order, or by lot with --draw-seed (same seed, same numbers)', () => {
    expect(team(made()).teams.map((t) => t.name)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta']);
    const a = team(made(['--draw-seed', '7', '--force'])).teams.map((t) => t.name);
    const b = team(made(['--draw-seed', '7', '--force'])).teams.map((t) => t.name);
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
  });

  it('refuses --rounds other than the table\'s and --varma (exit 3)', () => {
    const out = join(tmp(), 'x.trf');
    let r = cli(['new', out, '--teams', CSV, '--round-robin', '--rounds', '5']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('--rounds 5: a FIDE_TEAM_ROUNDROBIN of 4 teams has 3 rounds');
    r = cli(['new', out, '--teams', CSV, '--round-robin', '--varma', '--draw-seed', '1']);
    expect(r.code).toBe(3);
  });
});

describe('pair of a team round robin', () => {
  it('gives the Berger table by team pairing numbers, round after round, ahead of results', () => {
    const file = made();
    expect(matches(file, 1)).toEqual(['1-4', '2-3']);
    pairAll(file, 3);
    expect(matches(file, 2)).toEqual(['4-3', '1-2']);
    expect(matches(file, 3)).toEqual(['2-4', '3-1']);
    const r = cli(['pair', file]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('round 4: the table of 4 teams (FIDE_TEAM_ROUNDROBIN) has 3 rounds');
  });

  it('FIDE double: the last two rounds of the first cycle swapped, the second cycle reversed', () => {
    const file = made(['--double']);
    pairAll(file, 6);
    expect([1, 2, 3, 4, 5, 6].map((r) => matches(file, r).join(' '))).toEqual(['1-4 2-3', '2-4 3-1', '4-3 1-2', '4-1 3-2', '3-4 2-1', '4-2 1-3']);
  });

  it('colours the boards by 352 for the first-named team, players in 310 order', () => {
    let file = made();
    pairAll(file, 1);
    let text = readFileSync(file, 'utf8');
    // Round 1, match 1: Alpha (1-4) against Delta (14-17); WBWB: Alpha's board 1 White, board 2 Black.
    expect([block(text, 1, 1), block(text, 2, 1), block(text, 3, 1), block(text, 4, 1)]).toEqual(['  14 w', '  15 b', '  16 w', '  17 b']);
    expect(block(text, 14, 1)).toBe('   1 b');
    // Beta's fifth player is a reserve: not on a board.
    expect(block(text, 9, 1).trim()).toBe('');
    file = made(['--board-colours', 'BWBW', '--force']);
    pairAll(file, 1);
    text = readFileSync(file, 'utf8');
    expect([block(text, 1, 1), block(text, 2, 1)]).toEqual(['  14 b', '  15 w']);
    expect(cli(['check', file]).code).toBe(0);
  });

  it('writes the match of a team declared absent as lost by forfeit (330), and check accepts it', () => {
    const file = made();
    pairAll(file, 1);
    expect(cli(['bye', file, '--team', '3', '--round', '2', '--kind', 'Z']).code).toBe(0);
    const r = cli(['pair', file, '-o', file, '--force']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('1 forfeited match (absent teams)');
    const text = readFileSync(file, 'utf8');
    // Round 2: Delta (4) - Gamma (3); Gamma absent: Delta wins by forfeit.
    expect(text).toMatch(/^330 \+- +2 +4 +3$/m);
    expect(block(text, 14, 2)).toBe('  10 w +');
    expect(block(text, 10, 2)).toBe('  14 b -');
    const t = team(file);
    expect(t.rounds[3]![1]).toMatchObject({ kind: 'match', opponent: 3, forfeit: 'won' });
    expect(cli(['check', file]).code).toBe(0);
  });
});

describe('check of a team round robin', () => {
  it('names the match that departs from the table (colours included); pair refuses such a file (exit 3)', () => {
    const file = made();
    pairAll(file, 2);
    const ok = cli(['check', file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('ok 2/2 rounds reproduced, Berger tables (C.05 Annex 1) by team pairing numbers, FIDE_TEAM_ROUNDROBIN: 4 teams, 3 rounds');
    // Reverse the colours of round 1's match 2 (Beta 5-8 against Gamma 10-13).
    const flipped = readFileSync(file, 'utf8').split('\n').map((l) => {
      const id = Number(l.slice(4, 8));
      if (!l.startsWith('001') || !((id >= 5 && id <= 8) || (id >= 10 && id <= 13))) return l;
      return l.slice(0, 96) + (l[96] === 'w' ? 'b' : 'w') + l.slice(97);
    });
    writeFileSync(file, flipped.join('\n'));
    const bad = cli(['check', file]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('match 2: the table has 2-3; the file has the colours reversed (3-2: team 3 has White on board 1)');
    const p = cli(['pair', file]);
    expect(p.code).toBe(3);
    expect(p.stderr).toMatch(/t\.trf:\d+:5: round 1 match 2: the table has 2-3/);
  });
});

describe('standings and generate of a team round robin', () => {
  it('ranks by the team round-robin default list when the file names none, and says so', () => {
    const file = join(tmp(), 'g.trf');
    const g = cli(['generate', '--teams', '5', '--round-robin', '--seed', '11', '--forfeit-rate', '0.1']);
    expect(g.code, g.stderr).toBe(0);
    writeFileSync(file, g.stdout);
    expect(g.stdout).toMatch(/^192 FIDE_TEAM_ROUNDROBIN$/m);
    const c = cli(['check', file]);
    expect(c.code, c.stdout).toBe(0);
    expect(c.stdout).toContain('5/5 rounds reproduced');
    // An odd field: each round one team has no match (its players 0000 - Z).
    const t = team(file);
    for (let r = 1; r <= 5; r++) expect(t.teams.filter((x) => t.rounds[x.tpn - 1]![r - 1]!.kind === 'none')).toHaveLength(1);
    const s = cli(['standings', file, '--json']);
    expect(s.code).toBe(0);
    const doc = JSON.parse(s.stdout) as { tiebreaks: string[]; listSource: string };
    expect(doc.tiebreaks).toEqual(['MPvGP', 'EDE', 'EMGSB']);
    expect(doc.listSource).toBe('the round-robin default (C.07 4.1.1)');
    expect(cli(['standings', file]).stdout).toContain('Tie-breaks (the round-robin default (C.07 4.1.1)): MPvGP, EDE, EMGSB');
  });

  it('generate --teams --round-robin --double: every round of the table, checked clean', () => {
    const g = cli(['generate', '--teams', '6', '--round-robin', '--double', '--seed', '3']);
    expect(g.code).toBe(0);
    const file = join(tmp(), 'd.trf');
    writeFileSync(file, g.stdout);
    expect(cli(['check', file]).stdout).toContain('ok 10/10 rounds reproduced');
  });

  it('check compares the 310 ranks with the round-robin default list when the file names none, and says which entry decides', () => {
    const file = join(tmp(), 'ranked.trf');
    expect(cli(['generate', '--teams', '6', '--boards', '4', '--round-robin', '--seed', '3', '-o', file]).code).toBe(0);
    const rows = (JSON.parse(cli(['standings', file, '--json']).stdout) as { rows: { tpn: number; rank: number }[] }).rows;
    const rankOf = new Map(rows.map((r) => [r.tpn, r.rank]));
    const [last, beforeLast] = [rows[5]!.tpn, rows[4]!.tpn];
    const write = (swap: boolean): void => {
      const lines = readFileSync(file, 'latin1').split('\n').map((l) => {
        if (!l.startsWith('310')) return l;
        const tpn = Number(l.slice(3, 8));
        const rank = swap && tpn === last ? 5 : swap && tpn === beforeLast ? 6 : rankOf.get(tpn)!;
        return l.slice(0, 68) + String(rank).padStart(3) + l.slice(71);
      });
      writeFileSync(file, lines.join('\n'), 'latin1');
    };
    write(false);
    const ok = cli(['check', file]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('6/6 ranks follow the tie-break list');
    write(true);
    const bad = cli(['check', file]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('tie-breaks MP, MPvGP, EDE, EMGSB (round-robin default (C.07 4.1.1); C.07 2026): 2 ranks do not follow the list');
    expect(bad.stdout).toContain(`team ${last}: rank 5 in the file, 6 by the tie-break list`);
  });
});
