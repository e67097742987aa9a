/**
 * Restricted drawing of lots with the Varma tables (FIDE C.05 Annex 2, docs/round-robin.md): pairing numbers for
 * a round robin of 9 to 24 players so that players of one federation (or club) do not meet in the last rounds.
 *
 * The numbers are split into the groups A, B, C, D of the table for the (even) number of players; an odd field
 * uses the table of the next even number without its highest number (the dummy of the Berger table). Then
 * (Annex 2 points 2-4): the federations draw in order of their number of players (most first; equal numbers by
 * the alphabetical order of the FIDE code), players of one federation in the alphabetical order of their names;
 * the first of a federation chooses an envelope (group) holding at least as many numbers still free as his
 * federation has players, and every player of that federation draws his number from it. The choices and draws
 * that are lots at the table are made here by `random` (a seeded generator: same seed, same numbers).
 *
 * When no group has room for a whole federation (more players of one federation than the largest group), Annex 2
 * says nothing: the federation then draws from the groups with most free numbers first, and the allotment says
 * so (`spread`). O(n log n).
 */

/** The groups A, B, C, D for 10, 12, ..., 24 players (C.05 Annex 2 point 5). */
const VARMA: Readonly<Record<number, readonly (readonly number[])[]>> = {
  10: [[3, 4, 8], [5, 7, 9], [1, 6], [2, 10]],
  12: [[4, 5, 9, 10], [1, 2, 7], [6, 8, 12], [3, 11]],
  14: [[4, 5, 6, 11, 12], [1, 2, 8, 9], [7, 10, 13], [3, 14]],
  16: [[5, 6, 7, 12, 13, 14], [1, 2, 3, 9, 10], [8, 11, 15], [4, 16]],
  18: [[5, 6, 7, 8, 14, 15, 16], [1, 2, 3, 10, 11, 12], [9, 13, 17], [4, 18]],
  20: [[6, 7, 8, 9, 15, 16, 17, 18], [1, 2, 3, 11, 12, 13, 14], [5, 10, 19], [4, 20]],
  22: [[6, 7, 8, 9, 10, 17, 18, 19, 20], [1, 2, 3, 4, 12, 13, 14, 15], [11, 16, 21], [5, 22]],
  24: [[6, 7, 8, 9, 10, 11, 19, 20, 21, 22], [1, 2, 3, 4, 13, 14, 15, 16, 17], [12, 18, 23], [5, 24]],
};

export const VARMA_MIN_PLAYERS = 9;
export const VARMA_MAX_PLAYERS = 24;
export const GROUP_NAMES = ['A', 'B', 'C', 'D'] as const;

/** The groups A..D for `players` players (9..24), or null outside the tables. */
export function varmaGroups(players: number): readonly (readonly number[])[] | null {
  if (!Number.isInteger(players) || players < VARMA_MIN_PLAYERS || players > VARMA_MAX_PLAYERS) return null;
  const table = VARMA[players + (players % 2)]!;
  return table.map((g) => g.filter((x) => x <= players));
}

export interface VarmaEntrant {
  readonly name: string;
  /** Federation or club: players with the same key are kept apart. */
  readonly key: string;
}

export interface VarmaAllotment {
  /** Pairing number of each entrant, in the entrants' order. */
  readonly numbers: readonly number[];
  /** Per federation (drawing order): the group chosen, or the groups used when it had to be spread. */
  readonly draws: readonly { readonly key: string; readonly players: number; readonly groups: readonly string[]; readonly spread: boolean }[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function pick<T>(items: T[], random: () => number): T {
  const i = Math.floor(random() * items.length);
  return items.splice(i, 1)[0]!;
}

/** Allots pairing numbers by the Varma procedure; null when the tables do not cover this many players. */
export function varmaAllot(entrants: readonly VarmaEntrant[], random: () => number): VarmaAllotment | null {
  const groups = varmaGroups(entrants.length);
  if (groups === null) return null;
  const free = groups.map((g) => [...g]);
  const contingents = new Map<string, number[]>();
  entrants.forEach((e, i) => contingents.set(e.key, [...(contingents.get(e.key) ?? []), i]));
  // Annex 2 point 2: most players first; equal numbers by the alphabetical order of the code; names alphabetically.
  const order = [...contingents.entries()].sort((a, b) => b[1].length - a[1].length || byText(a[0], b[0]));
  const numbers = new Array<number>(entrants.length).fill(0);
  const draws: VarmaAllotment['draws'][number][] = [];
  for (const [key, members] of order) {
    members.sort((a, b) => byText(entrants[a]!.name, entrants[b]!.name) || a - b);
    const roomy = free.map((g, i) => (g.length >= members.length ? i : -1)).filter((i) => i >= 0);
    if (roomy.length > 0) {
      const g = roomy[Math.floor(random() * roomy.length)]!;
      for (const m of members) numbers[m] = pick(free[g]!, random);
      draws.push({ key, players: members.length, groups: [GROUP_NAMES[g]!], spread: false });
      continue;
    }
    const used = new Set<string>();
    for (const m of members) {
      const g = free.map((x, i) => [x.length, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])[0]![1];
      numbers[m] = pick(free[g]!, random);
      used.add(GROUP_NAMES[g]!);
    }
    draws.push({ key, players: members.length, groups: [...used].sort(), spread: true });
  }
  return { numbers, draws };
}
