/**
 * DE, direct encounter (C.07 2024 art. 6), applied to one group of players the earlier entries of the list left
 * tied. Its value is the player's place within that group (1 = first; equal places = not separated), printed as
 * the reference tool prints it: 0 for a group the encounters do not separate, and for a player tied with nobody.
 *
 * - 6.1: if every player of the group has met every other, they are ordered by the points scored in the games
 *   between them (several games against one opponent: their average, so a double round counts once).
 * - 6.2: in a Swiss where they have not all met, a player is placed ahead of the others only when his points
 *   exceed the most any other could have had by winning every encounter not played; the rest stay tied.
 * - 6.3: players still tied after a step that separated some of them are ranked by DE again among themselves.
 *
 * Games are those over the board; with pairings fixed in advance (round robin) or /P, a scheduled game not
 * played counts with its result. Cost: O(games of the group) per step, steps bounded by the group size.
 */
import { countsAsGame, type Context } from './context.js';

/**
 * The members by their points among themselves, best first, equal points sharing a subgroup (art. 6: the group
 * splits where the encounters separate it); ties in order of member. Used by the team DE too. O(k log k).
 */
export function subgroupsByPoints(tallies: readonly { readonly member: number; readonly points: number }[]): number[][] {
  const sorted = [...tallies].sort((a, b) => b.points - a.points || a.member - b.member);
  const subgroups: number[][] = [];
  let previous = NaN;
  for (const t of sorted) {
    if (t.points === previous) subgroups[subgroups.length - 1]!.push(t.member);
    else subgroups.push([t.member]);
    previous = t.points;
  }
  return subgroups;
}

interface Tally {
  readonly member: number;
  readonly points: number;
  readonly met: number;
}

function tally(ctx: Context, group: readonly number[], asPlayed: boolean): Tally[] {
  const inGroup = new Set(group);
  return group.map((member) => {
    const perOpponent = new Map<number, { sum: number; games: number }>();
    ctx.outcomes[member]!.forEach((o, r) => {
      const opp = ctx.opponents[member]![r]!;
      if (opp < 0 || !inGroup.has(opp) || !countsAsGame(o, asPlayed)) return;
      const t = perOpponent.get(opp) ?? { sum: 0, games: 0 };
      t.sum += ctx.points[member]![r]!;
      t.games += 1;
      perOpponent.set(opp, t);
    });
    let points = 0;
    for (const t of perOpponent.values()) points += t.sum / t.games;
    return { member, points, met: perOpponent.size };
  });
}

/** Places (1-based) of the group's members, in the group's order. */
export function directEncounterPlaces(ctx: Context, group: readonly number[], asPlayed: boolean): number[] {
  const place = new Map<number, number>();
  rankGroup(ctx, group, 1, asPlayed || ctx.roundRobin, place);
  return group.map((m) => place.get(m)!);
}

/**
 * DE's value as FIDE's reference tool prints it: the place within the tied group where the encounters separate
 * its players (1, 2, 2, 4 ...), 0 for every member of a group they do not separate at all. A player tied with
 * nobody is not placed (0). The ordering is that of the places.
 */
export function directEncounterValues(ctx: Context, group: readonly number[], asPlayed: boolean): number[] {
  const places = directEncounterPlaces(ctx, group, asPlayed);
  return places.every((p) => p === places[0]) ? places.map(() => 0) : places;
}

function rankGroup(ctx: Context, group: readonly number[], first: number, asPlayed: boolean, place: Map<number, number>): void {
  if (group.length === 1) {
    place.set(group[0]!, first);
    return;
  }
  const tallies = tally(ctx, group, asPlayed);
  const allMet = ctx.roundRobin || tallies.every((t) => t.met === group.length - 1);
  const subgroups: number[][] = [];
  if (allMet) {
    subgroups.push(...subgroupsByPoints(tallies));
  } else {
    const win = ctx.system.win;
    const best = (t: Tally): number => t.points + (group.length - 1 - t.met) * win;
    const sorted = [...tallies].sort((a, b) => b.points - a.points || best(b) - best(a) || a.member - b.member);
    // suffixBest[k]: the most any of sorted[k..] could have scored
    const suffixBest = new Array<number>(sorted.length + 1).fill(-Infinity);
    for (let k = sorted.length - 1; k >= 0; k--) suffixBest[k] = Math.max(suffixBest[k + 1]!, best(sorted[k]!));
    let k = 0;
    while (k < sorted.length - 1 && sorted[k]!.points > suffixBest[k + 1]!) subgroups.push([sorted[k++]!.member]);
    subgroups.push(sorted.slice(k).map((t) => t.member));
  }
  let at = first;
  for (const sub of subgroups) {
    // 6.3: a smaller tied group is ranked again among its own members; the whole group unseparated is final.
    if (sub.length > 1 && sub.length < group.length) rankGroup(ctx, sub, at, asPlayed, place);
    else for (const m of sub) place.set(m, at);
    at += sub.length;
  }
}
