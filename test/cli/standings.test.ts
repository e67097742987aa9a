/**
 * `swisspair standings`: the text table, --json in the shape, --csv, the edition and list named in the
 * output, and the exit codes and messages of bad input (a bad tie-break code is exit 3 with its column).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';

const SWISS = 'test/fixtures/tiebreaks/held-swiss-5.trf';
const RR = 'test/fixtures/tiebreaks/held-round-robin.trf';

interface Json {
  rules: string;
  rulesSource: string;
  tiebreaks: string[];
  listSource: string;
  players: { id: number; rank: number; points: number; values: Record<string, number | null> }[];
}

describe('standings', () => {
  it('prints rank, shared ranks, player, points and each tie-break, and names the edition and the list', () => {
    const r = cli(['standings', SWISS, '--tiebreaks', 'BH/C1,SB']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('C.07 2024 tie-break regulations (start date 2024-08-01)');
    expect(r.stdout).toContain('Tie-breaks (--tiebreaks): points, then BH/C1, SB');
    expect(r.stdout).toMatch(/Rank\s+No\s+Name\s+Rating\s+Pts\s+BH\/C1\s+SB\n/);
    expect(r.stdout).toMatch(/\n\s+1\s+2\s+Bruno\s+2150\s+4\.0\s+12\.0\s+9\.50\n/);
    // Alyx and Stephan: 3.5 points, BH/C1 11.0; SB 8.00 against 7.25 separates them
    expect(r.stdout).toMatch(/\n\s+4\s+1\s+Alyx\s+2200\s+3\.5\s+11\.0\s+8\.00\n/);
  });

  it('shows a tie the list leaves unbroken as a shared rank', () => {
    const r = cli(['standings', SWISS, '--tiebreaks', 'DE']);
    expect(r.stdout).toMatch(/\n\s+2=\s+1\s+Alyx/);
    expect(r.stdout).toMatch(/\n\s+2=\s+16\s+Stephan/);
    expect(r.stdout).toContain('= shared rank');
  });

  it('--json: rules, tiebreaks as written, players[].id/rank/values[code] as numbers', () => {
    const r = cli(['standings', '--json', '--tiebreaks', 'PTS,DE', '--tiebreak-rules', '2024', '--round-robin', RR]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Json;
    expect(doc.rules).toBe('2024');
    expect(doc.rulesSource).toBe('option');
    expect(doc.tiebreaks).toEqual(['PTS', 'DE']);
    expect(doc.players.map((p) => [p.id, p.rank])).toEqual([[1, 1], [2, 2], [3, 2], [6, 4], [5, 5], [4, 6]]);
    expect(typeof doc.players[0]!.values['DE']).toBe('number');
  });

  it('--json: no value is null, not a string', () => {
    const doc = JSON.parse(cli(['standings', '--json', '--tiebreaks', 'ARO/C1', SWISS]).stdout) as Json;
    expect(doc.players.find((p) => p.id === 12)!.values['ARO/C1']).toBeNull();
    expect(doc.players.find((p) => p.id === 9)!.values['ARO/C1']).toBe(2200);
  });

  it('the 2026 text by option or by start date; the text in force without a start date', () => {
    const r = JSON.parse(cli(['standings', '--json', '--tiebreaks', 'BH', '--tiebreak-rules', '2026', SWISS]).stdout) as Json;
    expect(r.rules).toBe('2026');
    expect(r.players.find((p) => p.id === 4)!.values['BH']).toBe(14);
    const noDate = readFileSync(SWISS, 'utf8').replace(/^042 .*\n/m, '');
    const d = cli(['standings', '-', '--tiebreaks', 'BH'], noDate);
    expect(d.stdout).toContain('C.07 2026 tie-break regulations (no start date: the text in force since 2026-03-01)');
  });

  it('reads the list from the file: 212 before 202; points only when there is none, and says so', () => {
    const base = readFileSync(SWISS, 'utf8');
    const with202 = base.replace('XXR 5\n', 'XXR 5\n202 BH/C1, SB\n');
    const d202 = JSON.parse(cli(['standings', '-', '--json'], with202).stdout) as Json;
    expect(d202.listSource).toBe('record 202');
    expect(d202.tiebreaks).toEqual(['BH/C1', 'SB']);
    const with212 = with202.replace('XXR 5\n', 'XXR 5\n212 PTS TPN\n');
    const d212 = JSON.parse(cli(['standings', '-', '--json'], with212).stdout) as Json;
    expect(d212.listSource).toBe('record 212');
    expect(d212.players.slice(0, 3).map((p) => p.id)).toEqual([2, 1, 3]);
    expect(cli(['standings', SWISS]).stdout).toContain('Points only: no --tiebreaks and the file has no 212 or 202 tie-break list');
  });

  it('--csv: a header and one row per player, RFC 4180', () => {
    const r = cli(['standings', '--csv', '--tiebreaks', 'SB,ARO', SWISS]);
    const lines = r.stdout.split('\r\n');
    expect(lines[0]).toBe('rank,id,name,rating,points,SB,ARO');
    expect(lines[1]).toBe('1,2,Bruno,2150,4.0,9.50,1880');
    expect(lines.length).toBe(18); // header, 16 players, final empty
  });

  it('DE: the place where the encounters separate the tied group, 0 where they do not, in the text and the JSON', () => {
    const doc = JSON.parse(cli(['standings', '--json', '--tiebreaks', 'PTS,DE', '--tiebreak-rules', '2024', '--round-robin', RR]).stdout) as Json;
    expect(Object.fromEntries(doc.players.map((p) => [p.id, p.values['DE']]))).toEqual({ 1: 1, 2: 2, 3: 2, 6: 1, 5: 2, 4: 3 });
    // Swiss 5: Bruno alone on 4 points, the four on 3.5 not separated: 0 for all
    const text = cli(['standings', SWISS, '--tiebreaks', 'DE']).stdout;
    expect(text).toMatch(/\n\s+1\s+2\s+Bruno\s+2150\s+4\.0\s+0\n/);
    expect(text).toMatch(/\n\s+2=\s+16\s+Stephan\s+1450\s+3\.5\s+0\n/);
  });

  describe('values left blank say why, once', () => {
    const UNRATED = 'test/fixtures/standings/unrated.trf';
    const why = '1 player unrated and no rating given for unrated players (art. 10: not applicable); give one with /U on the entry (e.g. /U1000) or --unrated-rating';

    it('text: one line per reason after the table', () => {
      const r = cli(['standings', UNRATED, '--tiebreaks', 'ARO,TPR,BH,PTP/C1']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`\n- ARO, TPR, PTP/C1: no value for 3 players: ${why}\n`);
      expect(r.stdout.split(why).length).toBe(2);
      expect(cli(['standings', UNRATED, '--tiebreaks', 'ARO', '--unrated-rating', '1000']).stdout).not.toContain('no value');
    });

    it('JSON: blanks[] with the code, the count, the reason and its text', () => {
      const doc = JSON.parse(cli(['standings', '--json', UNRATED, '--tiebreaks', 'ARO,TPR/C1/U1000']).stdout) as { blanks: unknown[] };
      expect(doc.blanks).toEqual([
        { code: 'ARO', players: 3, reason: 'unrated', text: why },
        { code: 'TPR/C1/U1000', players: 2, reason: 'no-game', text: 'no game played over the board left after the cut' },
      ]);
    });

    it('CSV: the table on standard output, the reasons once on standard error', () => {
      const r = cli(['standings', '--csv', UNRATED, '--tiebreaks', 'ARO/U1000,APRO']);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\r\n')[1]).toBe('1,1,Alpha,2000,2.0,1400,');
      expect(r.stderr).toBe(`warning: APRO: no value for 3 players: ${why}\n`);
    });
  });

  it('--round N ranks an earlier round', () => {
    const doc = JSON.parse(cli(['standings', '--json', '--round', '1', SWISS]).stdout) as Json & { round: number };
    expect(doc.round).toBe(1);
    expect(doc.players.find((p) => p.id === 2)!.points).toBe(1);
  });

  it('an unknown tie-break is exit 3 with its column, before the file is read', () => {
    const r = cli(['standings', 'no-such.trf', '--tiebreaks', 'BH/C1, XYZ']);
    expect(r.code).toBe(3);
    expect(r.stderr).toBe('error: --tiebreaks, column 8: unknown tie-break "XYZ"; found "XYZ"; expected one of PTS, STD, WIN, WON, BPG, BWG, REP, PS, BH, FB, AOB, SB, KS, DE, ARO, TPR, PTP, APRO, APPO, RTNG, TPN, GE\n');
  });

  it('a modifier the tie-break does not take is exit 3 at the modifier', () => {
    const r = cli(['standings', SWISS, '--tiebreaks', 'WIN/C1']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('column 5: invalid modifier "/C1" for WIN');
  });

  it('a bad list in a 202 record is exit 3 at its file, line and column', () => {
    const text = readFileSync(SWISS, 'utf8').replace('XXR 5\n', 'XXR 5\n202 BH, QQ\n');
    const r = cli(['standings', '-'], text);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^error: <stdin>:5:9: unknown tie-break "QQ"/);
  });

  it('bad option values are exit 3; a missing file is exit 5', () => {
    expect(cli(['standings', SWISS, '--tiebreak-rules', '2025']).stderr).toBe('error: --tiebreak-rules expects one of 2024, 2026, got "2025"\n');
    expect(cli(['standings', SWISS, '--tiebreak-rules', '2025']).code).toBe(3);
    expect(cli(['standings', SWISS, '--json', '--csv']).code).toBe(3);
    expect(cli(['standings', SWISS, '--round', '9']).code).toBe(3);
    expect(cli(['standings', SWISS, '--unrated-rating', 'x']).code).toBe(3);
    expect(cli(['standings', 'no-such.trf']).code).toBe(5);
  });
});
