/**
 * A round of a team round robin (the Berger table by team pairing numbers, src/systems/roundrobin/teams.ts)
 * written into its file: what `swisspair pair LEAGUE.trf -o OUT` writes and `pairNextTeamRound` returns.
 */
import type { TeamTournament } from '../model/types.js';
import { firstNamedColour, type TeamRoundRobinRound } from '../systems/roundrobin/teams.js';
import { writeRound } from '../trf/edit.js';
import { formatTeamLine } from '../trf/team.js';
import { withHeaderRecord } from '../trf/typeRecord.js';
import type { RoundBlock, TrfDocument, TrfRecord } from '../trf/types.js';

function blocksOf(t: TeamTournament, p: TeamRoundRobinRound): Map<number, RoundBlock> {
  const blocks = new Map<number, RoundBlock>();
  const playersOf = (tpn: number): readonly number[] => t.teams[tpn - 1]!.players.slice(0, t.boards);
  for (const m of p.matches) {
    const a = playersOf(m.first);
    const b = playersOf(m.second);
    const lostA = m.absent === 'white' || m.absent === 'both';
    const lostB = m.absent === 'black' || m.absent === 'both';
    const resultA = lostA ? '-' : lostB ? '+' : null;
    const resultB = lostB ? '-' : lostA ? '+' : null;
    for (let i = 0; i < t.boards; i++) {
      // 352: the first-named team's colour on board i.
      const own = t.boardColours[i] === 'B' ? 'b' : 'w';
      const other = own === 'w' ? 'b' : 'w';
      blocks.set(a[i]!, { opponent: b[i]!, colour: own, result: resultA, blank: false });
      blocks.set(b[i]!, { opponent: a[i]!, colour: other, result: resultB, blank: false });
    }
  }
  if (p.bye !== null) for (const player of t.teams[p.bye - 1]!.players) blocks.set(player, { opponent: null, colour: null, result: 'Z', blank: false });
  return blocks;
}

/** 330 records for the matches lost by forfeit (white = the team with White on board 1). */
function forfeitRecords(t: TeamTournament, p: TeamRoundRobinRound): TrfRecord[] {
  const firstWhite = firstNamedColour(t) === 'w';
  return p.matches
    .filter((m) => m.absent !== 'none')
    .map((m) => {
      const white = firstWhite ? m.first : m.second;
      const black = firstWhite ? m.second : m.first;
      const whiteLost = m.absent === 'both' || (m.absent === 'white') === firstWhite;
      const type = m.absent === 'both' ? '--' : whiteLost ? '-+' : '+-';
      return { kind: 'unknown', text: formatTeamLine({ kind: 'forfeit', type, round: p.round, white, black }) } as TrfRecord;
    });
}

/**
 * The document with round `p.round` of the table written: each board's players in 310 order with 352's colours
 * and open results, a team absent (240) losing by forfeit (330), the odd field's team `0000 - Z`, the 192 code.
 * The one path of `pair -o` of a team round robin and of pairNextTeamRound. O(teams x boards + records).
 */
export function writeTeamRoundRobinRound(document: TrfDocument, t: TeamTournament, p: TeamRoundRobinRound): TrfDocument {
  const written = writeRound(document, p.round, { blocks: blocksOf(t, p), fillPoints: true });
  // 330 records of this round and later ones are the old schedule's: replaced.
  const kept = written.records.filter((r) => !(r.kind === 'unknown' && /^330 .. (\d{3})/.test(r.text) && Number(r.text.slice(7, 10)) >= p.round));
  return withHeaderRecord({ ...written, records: [...kept, ...forfeitRecords(t, p)] }, '192', p.format.code);
}
