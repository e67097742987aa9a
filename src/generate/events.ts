/**
 * The irregular events the FIDE 2026 endorsement asks a generator to set exactly (Handbook C.02, random tournament
 * generator): requested byes of each kind, forfeits, and unusual results, each as a count or a percentage, for
 * every round or for one round. `--byes H=5%,F=2,Z=3%` and `--byes-round 4:H=3` (docs/generate.md).
 *
 * A count is per round; a percentage is of the players in the event that round (byes) or of the round's games
 * (forfeits, unusual results), rounded to the nearest integer (halves up). A per-round list replaces the global
 * amount of the kinds it names, for that round only.
 */
import type { Prng } from './prng.js';

/** Requested byes, as TRF-2026 `240` writes their type: full-point, half-point, zero-point. */
export const BYE_KINDS = ['F', 'H', 'Z'] as const;
export type ByeKind = (typeof BYE_KINDS)[number];
/** Forfeits as TRF-2026 `330` writes them: won by white, won by black, double forfeit. */
export const FORFEIT_KINDS = ['+-', '-+', '--'] as const;
export type ForfeitKind = (typeof FORFEIT_KINDS)[number];
/** Results of a game played whose points do not add up to a game's (FIDE Laws: a player penalised). */
export const UNUSUAL_KINDS = ['1/2-0', '0-1/2', '0-0'] as const;
export type UnusualKind = (typeof UNUSUAL_KINDS)[number];

export type Amount = { readonly count: number } | { readonly percent: number };
export type Quota<K extends string> = { readonly [P in K]?: Amount };

export interface EventPlan<K extends string> {
  /** Every round. */
  readonly all: Quota<K>;
  /** Round number -> the kinds that round sets otherwise. */
  readonly rounds: ReadonlyMap<number, Quota<K>>;
}

export const NO_EVENTS: EventPlan<never> = { all: {}, rounds: new Map() };

/** Most a count may ask for: more players than a TRF holds is never possible. */
const MAX_COUNT = 9999;

export type ParsedList<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly expected: string };

/** Spellings read as the canonical kind (`½` for `1/2`). */
function canonicalKind(text: string): string {
  return text.replaceAll('½', '1/2').toUpperCase();
}

/** `KIND=AMOUNT[,KIND=AMOUNT...]`: each kind once, AMOUNT a count (`3`) or a percentage (`2.5%`, at most 100). */
export function parseQuota<K extends string>(text: string, kinds: readonly K[]): ParsedList<Quota<K>> {
  const expected = `a list KIND=AMOUNT[,...] with KIND one of ${kinds.join(' ')} and AMOUNT a count (0-${MAX_COUNT}) or a percentage (0-100%)`;
  const quota: Partial<Record<K, Amount>> = {};
  for (const item of text.split(',')) {
    const at = item.lastIndexOf('=');
    if (at <= 0) return { ok: false, expected };
    const kind = kinds.find((k) => k === canonicalKind(item.slice(0, at).trim()));
    const amount = parseAmount(item.slice(at + 1).trim());
    if (kind === undefined || amount === null || quota[kind] !== undefined) return { ok: false, expected: `${expected}, each kind once` };
    quota[kind] = amount;
  }
  return { ok: true, value: quota };
}

function parseAmount(text: string): Amount | null {
  if (/^[0-9]{1,4}$/.test(text)) return { count: Number(text) };
  const m = /^([0-9]{1,3}(?:\.[0-9]+)?)%$/.exec(text);
  if (m === null || Number(m[1]) > 100) return null;
  return { percent: Number(m[1]) };
}

/** `ROUND:KIND=AMOUNT[,...]`, for one round (1-99). */
export function parseRoundQuota<K extends string>(text: string, kinds: readonly K[]): ParsedList<{ round: number; quota: Quota<K> }> {
  const m = /^([0-9]{1,2}):(.*)$/.exec(text);
  const quota = m === null ? null : parseQuota(m[2]!, kinds);
  if (m === null || Number(m[1]) < 1 || quota === null || !quota.ok) {
    return { ok: false, expected: `ROUND:KIND=AMOUNT[,...] with ROUND 1-99, KIND one of ${kinds.join(' ')} and AMOUNT a count or a percentage (0-100%)` };
  }
  return { ok: true, value: { round: Number(m[1]), quota: quota.value } };
}

/** The amounts that hold in round `round`. */
export function quotaOf<K extends string>(plan: EventPlan<K>, round: number): Quota<K> {
  const own = plan.rounds.get(round);
  return own === undefined ? plan.all : { ...plan.all, ...own };
}

/** How many of `population` an amount asks for: the count, or the percentage rounded to the nearest (halves up). */
export function amountOf(amount: Amount | undefined, population: number): number {
  if (amount === undefined) return 0;
  return 'count' in amount ? amount.count : Math.floor((amount.percent * population) / 100 + 0.5);
}

/** Whether a quota asks for any event at all. */
export function anyEvents(quota: Quota<string>): boolean {
  return (Object.values(quota) as Amount[]).some((a) => ('count' in a ? a.count : a.percent) > 0);
}

/** Whether a plan asks for any event in any round. */
export function hasEvents(plan: EventPlan<string> | undefined): boolean {
  return plan !== undefined && (anyEvents(plan.all) || [...plan.rounds.values()].some(anyEvents));
}

/**
 * What a plan asks for that no round can hold: more events of the kinds together than `capacity` (players for
 * byes, games for the rest), or percentages adding up to more than 100. Each message names `option` (the
 * global list) or `option-round R`. Empty when the plan fits.
 */
export function planProblems<K extends string>(plan: EventPlan<K>, capacity: number, rounds: number, option: string, what: string): string[] {
  const problems: string[] = [];
  const check = (quota: Quota<K>, name: string): void => {
    const amounts = Object.values(quota) as Amount[];
    const count = amounts.reduce((t, a) => t + ('count' in a ? a.count : 0), 0);
    const percent = amounts.reduce((t, a) => t + ('percent' in a ? a.percent : 0), 0);
    if (count > capacity) problems.push(`${name} asks for ${count} ${what} in a round, more than the ${capacity} there can be`);
    if (percent > 100) problems.push(`${name} asks for ${percent}% ${what} in a round, more than 100%`);
  };
  check(plan.all, option);
  for (const [round, quota] of plan.rounds) {
    if (round > rounds) problems.push(`${option}-round ${round}: the tournament has ${rounds} rounds`);
    else check({ ...plan.all, ...quota }, `${option}-round ${round}`);
  }
  return problems;
}

/**
 * Picks, for each kind in order, its amount of distinct items of `pool` (fewer when the pool runs out), at
 * random. Returns item -> kind. O(pool) for the copy, O(picked) for the draws (partial Fisher-Yates).
 */
export function pickEvents<K extends string, T>(rng: Prng, pool: readonly T[], quota: Quota<K>, kinds: readonly K[], population: number): Map<T, K> {
  const picked = new Map<T, K>();
  const left = [...pool];
  let end = left.length;
  for (const kind of kinds) {
    let n = Math.min(amountOf(quota[kind], population), end);
    for (; n > 0; n--) {
      const i = rng.int(0, end - 1);
      picked.set(left[i]!, kind);
      left[i] = left[--end]!;
    }
  }
  return picked;
}
