/**
 * The tie-break list a round robin is ranked by when it names none (no `--tiebreaks`, no 212, no 202).
 *
 * C.07 in force prescribes no list for any kind of event: the list is the organiser's, "chosen by the Chief
 * Organiser either among those listed in Article 5, or self-defined" (4.1), completed "if necessary" by the Chief
 * Arbiter (4.1.1); since the 2024-08 text, 2.1 adds "If neither is done, choose 2.2.2 as the ranking method and apply
 * 4.1.1" (handbook pages TieBreakRegulations082024 and TieBreakRegulations032026; art. 13 of those texts is the team
 * tie-breaks, not a recommendation). swisspair completes an empty list as 4.1.1 asks the Chief Arbiter to, with
 * the list FIDE last recommended: the pre-2023 tie-break regulations (C.02 art. 13, "Recommended Tie-Break Systems
 * for Different Types of Tournaments", withdrawn with the 2023 text), "Individual Round-Robin Tournaments: Direct
 * encounter, The greater number of wins, Sonneborn-Berger, Koya System" (docs/round-robin.md quotes the source).
 * The Buchholz family stays out: "must not be used in round-robins" (2026, art. 8).
 *
 * Team round robins: that recommendation's team round-robin row was not recovered. The reading (docs/round-robin.md):
 * its team Swiss row without the Buchholz family (art. 8): the other score (MPvGP, 13.1), direct encounter (EDE,
 * 13.3), and the team Sonneborn-Berger on the primary score (EMGSB when match points decide, as the Olympiad's;
 * EGGSB when game points do; 13.2).
 */
export const ROUND_ROBIN_DEFAULT_LIST = 'DE,WIN,SB,KS';

/** The team round-robin default for a primary score (match or game points). */
export function teamRoundRobinDefaultList(primary: 'mp' | 'gp'): string {
  return primary === 'mp' ? 'MPvGP,EDE,EMGSB' : 'MPvGP,EDE,EGGSB';
}

/** How the output names the list's source. */
export const ROUND_ROBIN_DEFAULT_SOURCE = 'round-robin default (C.07 4.1.1)';
