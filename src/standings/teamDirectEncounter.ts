/**
 * EDE, Extended Direct Encounter (C.07 2026 art. 13.3, ../shared/rules/tiebreaks-teams-2026.md), for one group of
 * teams the earlier entries left tied. Its value is the team's place within the group (1 = first), 0 for every member
 * of a group it does not separate, as DE's (art. 6) is printed.
 *
 * - 13.3.1: DE (art. 6) on the primary score; if that separates none of the group, DE on the secondary score.
 *   DE as art. 6 says: with every pair of the group met in a played match, the score in those matches (several
 *   matches against one team: their average, art. 4.4 / 6.1.2); in a Swiss where they have not all met, a team
 *   goes ahead only when its score exceeds the most any other could have by winning every encounter not played
 *   (a match win in MP, every board in GP).
 * - 13.3.2 (EDEBT, EDEBB, EDET, EDEB): exactly two teams still tied on both: art. 12 on their encounter, in the
 *   order of the code: BC (lower is better, art. 12.1), then TBR (board 1, then board 2 ...) or BBE (all boards but
 *   the last, then but the last two ...). Two teams that did not meet in a played match are not separated here.
 * - 13.3.3: whenever a step separates the group, each new tied subgroup starts again at 13.3.1.
 * Matches count when played over the board (with /P, forfeited ones too). O(group x rounds) per step.
 */
import type { TeamScoreKind } from '../model/teamVariant.js';
import type { TeamRoundsView } from './teamBuchholz.js';
import { subgroupsByPoints } from './directEncounter.js';

export type KnockOut = 'C' | 'T' | 'B';

export interface EncounterInput {
  readonly view: TeamRoundsView;
  /** Per team index, per round, per board: the team's game points there (tenths). */
  readonly boardsByRound: readonly (readonly (readonly number[])[])[];
  readonly primary: TeamScoreKind;
  /** The most a team can score in one match: a match win (MP), every board won (GP). */
  readonly win: { readonly mp: number; readonly gp: number };
  readonly extras: readonly KnockOut[];
  readonly asPlayed: boolean;
}

/** Each member's average score per opponent of the group met (played), summed, and how many it met. */
function tally(d: EncounterInput, group: readonly number[], score: (i: number, r: number) => number): { member: number; points: number; met: number }[] {
  const inGroup = new Set(group);
  return group.map((member) => {
    const per = new Map<number, { sum: number; n: number }>();
    d.view.opponent[member]!.forEach((opp, r) => {
      if (opp < 0 || !inGroup.has(opp) || !(d.view.played[member]![r]! || d.asPlayed)) return;
      const x = per.get(opp) ?? { sum: 0, n: 0 };
      x.sum += score(member, r);
      x.n += 1;
      per.set(opp, x);
    });
    let points = 0;
    for (const x of per.values()) points += x.sum / x.n;
    return { member, points, met: per.size };
  });
}

/** One DE step (art. 6.1 / 6.2) on a score: the subgroups it makes, best first (one subgroup: no separation). */
function deStep(d: EncounterInput, group: readonly number[], score: (i: number, r: number) => number, win: number, lowerBetter: boolean): number[][] {
  const sign = lowerBetter ? -1 : 1;
  const tallies = tally(d, group, score).map((t) => ({ ...t, points: sign * t.points }));
  if (tallies.every((t) => t.met === group.length - 1)) return subgroupsByPoints(tallies);
  if (lowerBetter) return [[...group]]; // a board count over encounters not all played decides nothing
  const best = (t: { points: number; met: number }): number => t.points + (group.length - 1 - t.met) * win;
  const sorted = [...tallies].sort((a, b) => b.points - a.points || best(b) - best(a) || a.member - b.member);
  const suffixBest = new Array<number>(sorted.length + 1).fill(-Infinity);
  for (let k = sorted.length - 1; k >= 0; k--) suffixBest[k] = Math.max(suffixBest[k + 1]!, best(sorted[k]!));
  const subgroups: number[][] = [];
  let k = 0;
  while (k < sorted.length - 1 && sorted[k]!.points > suffixBest[k + 1]!) subgroups.push([sorted[k++]!.member]);
  subgroups.push(sorted.slice(k).map((t) => t.member));
  return subgroups;
}

/** The steps of 13.3.1-13.3.2 for a group, in order: each a function making subgroups. */
function steps(d: EncounterInput, size: number): ((group: readonly number[]) => number[][])[] {
  const secondary: TeamScoreKind = d.primary === 'mp' ? 'gp' : 'mp';
  const byScore = (kind: TeamScoreKind) => (g: readonly number[]) => deStep(d, g, (i, r) => d.view.points[kind][i]![r]!, d.win[kind], false);
  const list = [byScore(d.primary), byScore(secondary)];
  if (size !== 2) return list;
  const boards = d.boardsByRound[0]?.[0]?.length ?? 0;
  const weighted = (weights: readonly number[], lower: boolean) => (g: readonly number[]) =>
    deStep(d, g, (i, r) => d.boardsByRound[i]![r]!.reduce((a, p, b) => a + p * weights[b]!, 0), Infinity, lower);
  for (const x of d.extras) {
    if (x === 'C') list.push(weighted(Array.from({ length: boards }, (_, b) => b + 1), true));
    if (x === 'T') for (let k = 0; k < boards; k++) list.push(weighted(Array.from({ length: boards }, (_, b) => (b === k ? 1 : 0)), false));
    if (x === 'B') for (let k = 1; k < boards; k++) list.push(weighted(Array.from({ length: boards }, (_, b) => (b < boards - k ? 1 : 0)), false));
  }
  return list;
}

function rankGroup(d: EncounterInput, group: readonly number[], first: number, place: Map<number, number>): void {
  if (group.length > 1) {
    for (const step of steps(d, group.length)) {
      const subgroups = step(group);
      if (subgroups.length < 2) continue;
      let at = first;
      for (const sub of subgroups) {
        rankGroup(d, sub, at, place); // 13.3.3: a new tied subgroup starts again at 13.3.1
        at += sub.length;
      }
      return;
    }
  }
  for (const m of group) place.set(m, first);
}

/** EDE's value for each member of a tied group (team indices): its place in the group, 0 when none is separated. */
export function extendedDirectEncounter(d: EncounterInput, group: readonly number[]): number[] {
  const place = new Map<number, number>();
  rankGroup(d, group, 1, place);
  const places = group.map((m) => place.get(m)!);
  return group.length < 2 || places.every((p) => p === places[0]) ? places.map(() => 0) : places;
}
