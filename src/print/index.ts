/**
 * Printed views of an event as one self-contained HTML page (inline CSS, no script, no network): what goes on
 * the wall and to the players. Renderers return strings and do no I/O: the CLI's `print` and the browser page
 * call the same functions.
 */
import { ArgumentError } from '../errors.js';
import type { PlayerId, Tournament } from '../model/types.js';
import { standings } from '../standings/index.js';
import type { Standings, StandingsOptions } from '../standings/types.js';
import type { TrfDocument } from '../trf/types.js';
import { parseCategory, type Category } from './category.js';
import { printEvent, type PrintEvent } from './event.js';
import { htmlDocument } from './html.js';
import { renderCards, renderCrosstable, renderStandings } from './ranking.js';
import { renderNames, renderPairings, renderPlayers, renderResults } from './rounds.js';
import { renderSchedule } from './schedule.js';
import { roundRobinOf } from '../systems/roundrobin/event.js';
import { buildTeamTournament, isTeamDocument } from '../model/team.js';
import { teamTiebreakList } from '../standings/teams.js';
import { teamSections, teamViews } from './teams.js';

export const PRINT_VIEWS = ['pairings', 'names', 'results', 'standings', 'crosstable', 'cards', 'players'] as const;
/** Views of some events only: `schedule`, a round robin's whole table (`all` includes it for a round robin). */
export const EVENT_VIEWS = ['schedule'] as const;
export type PrintView = (typeof PRINT_VIEWS)[number] | (typeof EVENT_VIEWS)[number];

export interface PrintOptions {
  /** The views, in this order (default: all). */
  readonly views?: readonly PrintView[];
  /** The round of pairings / names / results (default: the last in the file) and of the ranked views. */
  readonly round?: number;
  /** `NAME=EXPR` texts or parsed categories: a standings table each. */
  readonly categories?: readonly (string | Category)[];
  /** The event name on every page (default: the file's 012). */
  readonly title?: string;
  /** Passed to standings() (tie-break list, rules); the file's list by default. */
  readonly standings?: Omit<StandingsOptions, 'round'>;
  /** The tournament already built from `document` (the CLI's, with its options applied). */
  readonly tournament?: Tournament;
  /** A team file's tie-break list as `standings` reads it (`BH:MP,SB:GP`); default its 212, else 202. */
  readonly teamTiebreaks?: string;
}

/** `--view` text -> views; `all` is every view. */
export function parsePrintViews(text: string): PrintView[] {
  const names = text.split(',').map((v) => v.trim().toLowerCase());
  if (names.includes('all')) return [...PRINT_VIEWS, ...EVENT_VIEWS];
  const known: readonly string[] = [...PRINT_VIEWS, ...EVENT_VIEWS];
  for (const n of names) {
    if (!known.includes(n)) throw new ArgumentError(`--view "${n}": expected ${known.join(', ')} or all`);
  }
  return names as PrintView[];
}

interface Ranked {
  readonly table: Standings;
  readonly performance: ReadonlyMap<PlayerId, number | null>;
}

function ranked(event: PrintEvent, options: PrintOptions, round: number | undefined): Ranked {
  const base = { ...(options.standings ?? {}), ...(round === undefined ? {} : { round }) };
  const table = standings(event.tournament, base);
  const tpr = standings(event.tournament, { ...base, round: table.round, tiebreaks: 'TPR' });
  return { table, performance: new Map(tpr.players.map((r) => [r.id, r.values.TPR ?? null])) };
}

/** One view's HTML (a section body). */
export function renderView(event: PrintEvent, view: PrintView, round: number, rank: () => Ranked, categories: readonly Category[]): string {
  switch (view) {
    case 'pairings': return renderPairings(event, round);
    case 'names': return renderNames(event, round);
    case 'results': return renderResults(event, round);
    case 'standings': return renderStandings(event, rank().table, categories);
    case 'crosstable': return renderCrosstable(event, rank().table);
    case 'cards': return renderCards(event, rank().table, rank().performance);
    case 'players': return renderPlayers(event);
    case 'schedule': return renderSchedule(event);
  }
}

/** The whole page. Throws ArgumentError on a bad category or a round the file does not have. */
export function printHtml(document: TrfDocument, options: PrintOptions = {}): string {
  const categories = (options.categories ?? []).map((c) => (typeof c === 'string' ? parseCategory(c) : c));
  const event = printEvent(document, options.title, options.tournament);
  const inFile = event.tournament.roundsInFile;
  if (options.round !== undefined && (options.round < 1 || options.round > inFile)) {
    throw new ArgumentError(`--round ${options.round}: the file has ${inFile === 0 ? 'no round' : `rounds 1-${inFile}`}`);
  }
  const round = options.round ?? inFile;
  if (isTeamDocument(document)) return teamPage(document, event, options, round);
  let cache: Ranked | undefined;
  const rank = (): Ranked => (cache ??= ranked(event, options, options.round));
  // A round robin's schedule is printed when asked alone, or among others for a round robin only.
  const asked = options.views ?? [...PRINT_VIEWS, ...EVENT_VIEWS];
  const views = asked.length === 1 || roundRobinOf(event.tournament) !== null ? asked : asked.filter((v) => v !== 'schedule');
  const sections = views.map((v) =>
    round === 0 && (v === 'pairings' || v === 'names' || v === 'results') ? `<p>${v}: no round in the file yet.</p>` : renderView(event, v, round, rank, categories),
  );
  return htmlDocument(`${event.title} – ${views.join(', ')}`, sections);
}

/** A team file's page: the views of src/print/teams.ts; another view is an ArgumentError naming them. */
function teamPage(document: TrfDocument, event: PrintEvent, options: PrintOptions, round: number): string {
  const asked = options.views ?? [...PRINT_VIEWS, ...EVENT_VIEWS];
  if ((options.categories ?? []).length > 0) throw new ArgumentError('--category: the category tables rank individuals, not printed for a team file');
  const format = roundRobinOf(event.tournament);
  const roundRobin = format !== null && format.team && !format.custom ? format : undefined;
  const views = teamViews(asked, options.views === undefined || asked.length === PRINT_VIEWS.length + EVENT_VIEWS.length);
  const t = event.tournament.teams ?? buildTeamTournament(document, event.tournament.fileName);
  // The list `standings` ranks the teams by: --tiebreaks, else 212, else 202 (src/standings/teams.ts).
  const tiebreaks = () => teamTiebreakList(document, t, options.teamTiebreaks).tiebreaks;
  const rules = options.standings?.rules;
  const sections = teamSections(event, t, { views, round, tiebreaks, ...(rules === undefined ? {} : { rules }), ...(roundRobin === undefined ? {} : { roundRobin }) });
  return htmlDocument(`${event.title} – ${views.join(', ')}`, sections);
}

export { renderTeamGrid, renderTeamSchedule } from './teamRoundRobin.js';
export { renderTeamCrosstable, renderTeamSwissSchedule, teamCrossCell } from './teamCrosstable.js';
export { renderTeamCards } from './teamCards.js';
export { TEAM_PRINT_VIEWS, TEAM_ROUND_ROBIN_VIEWS, renderTeamNames, renderTeamPlayers, renderTeamRound, renderTeamStandings, type TeamPrintView } from './teams.js';
export { parseCategory, inCategory, type Category, type Condition, type CategoryField } from './category.js';
export { printEvent, type PrintEvent } from './event.js';
export { printedRound, type PrintRound, type PrintBoard, type Unpaired } from './boards.js';
export { escapeHtml, formatPoints } from './html.js';
export { renderCards, renderCrosstable, renderStandings } from './ranking.js';
export { renderNames, renderPairings, renderPlayers, renderResults } from './rounds.js';
export { renderSchedule } from './schedule.js';
