
/**
 * `pair` of a team file (a team 192 code or 310 records, or `--system team`): the C.04.6 engine in the variant the
 * file declares or `--team-colours a|b|none` / `--team-score mp|gp` say; prints the matches (team against team,
 * the team named first has White on board 1), numbered as `show` and `result --match mN` number them
 * (src/model/teamMatches.ts) and with `-o` writes the round: each board's players (the team's
 * 310 board order, or the line-up of `--lineup FILE`), their colours by 352, and the PAB in 320.
 */
import { readFileSync } from 'node:fs';
import { ArgumentError, type Diagnostic } from '../errors.js';
import { buildTeamTournament, teamScores, type TeamTournament } from '../model/team.js';
import { numberMatches } from '../model/teamMatches.js';
import { teamCodeOf, type TeamVariant } from '../model/teamVariant.js';
import type { TeamPairing, TeamRoundInput } from '../systems/team/types.js';
import { wantsManual, type ManualOptions } from './manualPairing.js';
import { teamManualPairing } from './teamManual.js';
import type { TrfEncoding } from '../trf/index.js';
import { writeNextTeamRound } from '../api/teamRound.js';
import { encodeTrfText } from '../trf/write.js';
import { writeOutput } from './io.js';
import type { Loaded } from './load.js';
import type { CommandContext } from './options.js';
import { withVariantOptions } from './teamOptions.js';
import { json, printable, table } from './render.js';

export interface TeamPairOptions extends ManualOptions {
  readonly teamColours?: string;
  readonly teamScore?: string;
  readonly lineup?: string;
  readonly output?: string;
  readonly json?: boolean;
  readonly force?: boolean;
}

/** Warnings of the individual model about team records, which the team model reads. */
export function withoutTeamRecordWarnings(warnings: readonly Diagnostic[]): Diagnostic[] {
  // 240 names teams in a team file; the individual model reads its numbers as players.
  return warnings.filter((d) => !/team|^TRF-2026 .*(record 3[0-6]0)|^240 declares/i.test(d.message));
}


function describeVariant(v: TeamVariant): string {
  const colours = v.colours === 'none' ? 'no colour preferences' : `Type ${v.colours.toUpperCase()} colour preferences`;
  const second = v.secondaryForColours ? `, ${v.primary === 'mp' ? 'game' : 'match'} points for colours` : '';
  return `${colours}, ${v.primary === 'mp' ? 'match' : 'game'} points primary${second}`;
}

/** `--lineup FILE`: lines `TPN player player ...` (board order); `#` starts a comment. */
function readLineups(path: string, t: TeamTournament): Map<number, number[]> {
  const lineups = new Map<number, number[]>();
  readFileSync(path, 'utf8').split(/\r?\n/).forEach((text, i) => {
    const line = text.replace(/#.*/, '').trim();
    if (line === '') return;
    const [tpn, ...players] = line.split(/\s+/).map(Number);
    const team = t.teams[(tpn ?? 0) - 1];
    if (team === undefined || players.some((p) => !team.players.includes(p))) {
      throw new ArgumentError(`${path}:${i + 1}:1: a line-up is a team pairing number then players of that team's 310 roster, in board order; found "${printable(line)}"`);
    }
    lineups.set(tpn!, players);
  });
  return lineups;
}

function render(t: TeamTournament, round: number, v: TeamVariant, p: TeamPairing): string {
  const { mp, gp } = teamScores(t, round - 1);
  const team = (tpn: number): string[] => [String(tpn), printable(t.teams[tpn - 1]!.name), (mp[tpn - 1]! / 10).toFixed(1), (gp[tpn - 1]! / 10).toFixed(1)];
  const primary = v.primary === 'mp' ? mp : gp;
  const rows = numberMatches(p.pairs, (tpn) => primary[tpn - 1]!).map((x) => {
    const [wt, wn, wm, wg] = team(x.white);
    const [bt, bn, bm, bg] = team(x.black);
    return [String(x.match), wt!, wn!, wm!, wg!, '-', bm!, bg!, bt!, bn!];
  });
  const head = `Round ${round}, C.04.6 Swiss team system 2026 (${describeVariant(v)}); the first team has White on board 1\n`;
  const body = table(['Match', 'TPN', 'White team', 'MP', 'GP', '', 'MP', 'GP', 'TPN', 'Black team'], rows, ['right', 'right', 'left', 'right', 'right', 'left', 'right', 'right', 'right', 'left']);
  const pab = p.pab === null ? '' : `Pairing-allocated bye: ${p.pab} ${printable(t.teams[p.pab - 1]!.name)}\n`;
  // The teams a 240 keeps out of the round (a declared bye, a withdrawal), as `pair` lists individuals not paired.
  const declared = [...(t.declaredByes.get(round) ?? new Map<number, string>())].sort((a, b) => a[0] - b[0]);
  const out = declared.map(([tpn, bye]) => `${tpn} ${printable(t.teams[tpn - 1]!.name)} (${bye}-point bye, 240)`);
  return head + body + pab + (out.length === 0 ? '' : `Not paired: ${out.join(', ')}\n`);
}

/** The arbiter's pairing (`--manual`, `--manual-from`, `--swap`), its judgement said on standard error. */
function judged(input: TeamRoundInput, engine: TeamPairing | null, options: ManualOptions, ctx: CommandContext): TeamPairing {
  const { pairing, warning } = teamManualPairing(options, input, engine);
  ctx.warn([{ position: null, message: warning }]);
  return pairing;
}

/** Pairs the next round of a loaded team file and prints or writes it, by the library's one path (pairNextTeamRound). */
export function pairTeamFile(loaded: Loaded, options: TeamPairOptions, encoding: TrfEncoding, ctx: CommandContext, systemId: string): void {
  // The loader built the team model (src/cli/load.ts): it is used, not built again.
  const t = loaded.tournament.teams ?? buildTeamTournament(loaded.document, loaded.tournament.fileName);
  ctx.warn(withoutTeamRecordWarnings(loaded.warnings));
  const variant = withVariantOptions(t.variant, options);
  const lineups = options.lineup === undefined ? new Map<number, number[]>() : readLineups(options.lineup, t);
  const manual = wantsManual(options) ? (input: TeamRoundInput, engine: TeamPairing | null): TeamPairing => judged(input, engine, options, ctx) : undefined;
  const next = writeNextTeamRound({ document: loaded.document, tournament: { ...loaded.tournament, teams: t } }, { fileName: t.fileName, colours: variant.colours, primary: variant.primary, lineups, ...(manual === undefined ? {} : { manual }) });
  const { round, pairing } = next;
  if (options.output !== undefined) {
    const out = encodeTrfText(next.document, encoding, options.output);
    writeOutput(options.output, out.bytes, ctx.streams, { inputs: [loaded.tournament.fileName], force: options.force === true });
    if (options.output !== '-') ctx.streams.stderr.write(`${options.output}: round ${round} written: ${pairing.pairs.length} matches${pairing.pab === null ? '' : ' and the pairing-allocated bye'}\n`);
    if (options.output === '-') return;
  }
  if (options.json === true) {
    ctx.streams.stdout.write(json({ file: t.fileName, system: systemId, code: teamCodeOf(variant), variant, round, matches: next.matches, pab: pairing.pab }));
  } else ctx.streams.stdout.write(render(t, round, variant, pairing));
}
