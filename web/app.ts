/**
 * The page (dist/web/swisspair.html, issue 34 item 4): open a TRF or a player CSV from disk, see the next round's
 * pairing, the standings by the file's tie-break list, the cross table, the check of every round and of the
 * ranks; print any view (src/print's renderers) and save the paired TRF. Everything runs in the page on the
 * library bundle: no server, no network. A file the CLI refuses is refused here with the CLI's message. A team
 * file (a team 192 code or 310 records) goes through the entry `swisspair/team` (web/teams.ts): its matches, team
 * standings, the check of its rounds and ranks, and the saved TRF of `pair -o`.
 */
import { checkStandings } from '../src/check/standings.js';
import { escapeHtml, parsePrintViews, printHtml, TEAM_PRINT_VIEWS } from '../src/print/index.js';
import { decodePlayerList, readPlayerList } from '../src/trf/playerCsv.js';
import { isTeamDocument } from '../src/model/teamVariant.js';
import { loadTeams, teamCheckHtml, teamPairingHtml, type TeamPage } from './teams.js';
import {
  buildTournament,
  checkTournament,
  chooseSystem,
  editionCode,
  editionInForce,
  encodeTrf,
  formatDiagnostic,
  newTournament,
  pairNextRound,
  readTrf,
  SwisspairError,
  systemById,
  type Diagnostic,
  type EditionedPairing,
  type Tournament,
  type TrfDocument,
  type TrfEncoding,
} from '../src/index.js';

interface Loaded {
  readonly fileName: string;
  readonly document: TrfDocument;
  readonly tournament: Tournament;
  readonly encoding: TrfEncoding;
  /** The next round paired, the document with it written in; null when the event is complete. */
  readonly next: { readonly pairing: EditionedPairing; readonly document: TrfDocument } | null;
  readonly nextError: string | null;
  /** A team file: its team model and next round (web/teams.ts); null for individuals. */
  readonly team: TeamPage | null;
}

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** The CLI's lines for an error: `error: FILE:LINE:COL: message; found ...; expected ...`. */
function errorLines(error: unknown): string[] {
  if (error instanceof SwisspairError) {
    const lines = error.diagnostics.map((d: Diagnostic) => `error: ${formatDiagnostic(d)}`);
    return lines.length > 0 ? lines : [`error: ${error.message}`];
  }
  return [`internal error (please report it): ${error instanceof Error ? error.message : String(error)}`];
}

function documentOf(bytes: Uint8Array, fileName: string, encoding: TrfEncoding): TrfDocument {
  if (!/\.csv$/i.test(fileName)) return readTrf(bytes, { fileName, encoding });
  // A player list: a new tournament as `swisspair new --players FILE` makes it (defaults of `new`).
  const players = readPlayerList(decodePlayerList(bytes), fileName);
  const rounds = Math.max(1, Math.ceil(Math.log2(Math.max(players.length, 2))) + 2);
  return newTournament(
    {
      name: fileName.replace(/\.csv$/i, ''),
      rounds,
      initialColour: 'white',
      points: { win: 10, draw: 5, loss: 0 } as never,
      typeCode: editionCode('dutch', editionInForce('dutch')),
    },
    players,
  );
}

/** The next round, paired and written in by the library's one code path for `pair -o` (src/api/tournament.ts pairNextRound). */
function pairNext(document: TrfDocument, t: Tournament): Loaded['next'] {
  if (t.plannedRounds !== null && t.roundsInFile >= t.plannedRounds) return null;
  const next = pairNextRound(document, { fileName: t.fileName });
  return { pairing: next.pairing, document: next.document };
}

function load(bytes: Uint8Array, fileName: string, encoding: TrfEncoding): Loaded {
  const document = documentOf(bytes, fileName, encoding);
  if (isTeamDocument(document)) {
    const team = loadTeams(document, fileName, (error) => errorLines(error).join('\n'));
    return { fileName, document, tournament: team.tournament, encoding, next: null, nextError: null, team };
  }
  const tournament = buildTournament(document, { fileName });
  let next: Loaded['next'] = null;
  let nextError: string | null = null;
  try {
    next = pairNext(document, tournament);
  } catch (error) {
    nextError = errorLines(error).join('\n');
  }
  return { fileName, document, tournament, encoding, next, nextError, team: null };
}

function pairingHtml(l: Loaded): string {
  if (l.nextError !== null) return `<p class="error">${escapeHtml(l.nextError)}</p>`;
  if (l.next === null) return `<p>All ${l.tournament.plannedRounds} rounds are in the file: nothing to pair.</p>`;
  const p = l.next.pairing;
  const name = new Map(l.tournament.players.map((x) => [x.id as number, x.name]));
  const rows = p.pairs.map((pair, i) =>
    `<tr data-white="${pair.white}" data-black="${pair.black}"><td class="num">${i + 1}</td><td class="num">${pair.white}</td><td>${escapeHtml(name.get(pair.white) ?? '')}</td><td>–</td><td class="num">${pair.black}</td><td>${escapeHtml(name.get(pair.black) ?? '')}</td></tr>`,
  );
  const bye = p.bye === null ? '' : `<p id="pab" data-id="${p.bye}">Pairing-allocated bye: ${p.bye} ${escapeHtml(name.get(p.bye) ?? '')}</p>`;
  const edition = `${systemById(p.edition.system).label} ${p.edition.edition}`;
  return `<h2>Round ${p.round} (${edition})</h2><table id="pairing-table"><thead><tr><th>Bd</th><th colspan="2">White</th><th></th><th colspan="2">Black</th></tr></thead><tbody>${rows.join('')}</tbody></table>${bye}`;
}

function checkHtml(t: Tournament): string {
  if (t.roundsInFile === 0) return '<p>No round in the file yet.</p>';
  const system = chooseSystem(t);
  const result = checkTournament(t, system.system);
  const rows = result.rounds.map((r) => `<tr data-round="${r.round}" data-status="${r.status}"><td class="num">${r.round}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.reason?.text ?? r.message ?? '')}</td></tr>`);
  const ranks = checkStandings(t);
  const rankText = ranks === null ? 'no written ranks or no tie-break list: nothing to check' : ranks.status === 'match' ? 'every written rank follows the tie-break list' : ranks.status === 'error' ? (ranks.message ?? 'cannot be made') : ranks.differences.map((d) => d.text).join('; ');
  return `<h2>Check (${result.edition.system} ${result.edition.edition})</h2><table id="check-table"><thead><tr><th>Round</th><th>Status</th><th>Why</th></tr></thead><tbody>${rows.join('')}</tbody></table><p id="ranks-check" data-status="${ranks?.status ?? 'none'}">Ranks: ${escapeHtml(rankText)}</p>`;
}

/** The body of a print view (src/print), shown inline. */
function viewHtml(l: Loaded, view: string): string {
  const html = printHtml(l.document, { views: parsePrintViews(view), tournament: l.tournament });
  return html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
}

let current: Loaded | null = null;

/** What Save writes: the document with the next round in it, and that round; null when there is none. */
function nextRound(l: Loaded): { readonly round: number; readonly document: TrfDocument } | null {
  if (l.team !== null) return l.team.next;
  return l.next === null ? null : { round: l.next.pairing.round, document: l.next.document };
}

/** The print views a file has: a team file's are src/print/teams.ts's; a view it does not print cannot be chosen. */
function offerViews(team: TeamPage | null): void {
  const known: readonly string[] | null = team === null ? null : TEAM_PRINT_VIEWS;
  const select = $('view') as HTMLSelectElement;
  for (const option of Array.from(select.options)) option.disabled = known !== null && option.value !== 'all' && !known.includes(option.value);
  if (select.selectedOptions[0]?.disabled === true) select.value = 'pairings';
}

function showTeams(l: Loaded, team: TeamPage): void {
  const t = team.teams;
  $('event').textContent = `${l.tournament.name || l.fileName}: ${t.teams.length} teams, ${t.boards} boards, ${t.roundsInFile} round(s) in the file`;
  $('pairing').innerHTML = teamPairingHtml(team);
  $('standings').innerHTML = viewHtml(l, 'standings');
  // The team cross table (a team Swiss: by rounds; a team round robin: its grid); the team list before round 1.
  $('crosstable').innerHTML = viewHtml(l, t.roundsInFile === 0 ? 'players' : 'crosstable');
  $('check').innerHTML = teamCheckHtml(l.document, team);
}

function show(l: Loaded): void {
  current = l;
  $('errors').textContent = '';
  offerViews(l.team);
  if (l.team !== null) showTeams(l, l.team);
  else {
    $('event').textContent = `${l.tournament.name || l.fileName}: ${l.tournament.players.length} players, ${l.tournament.roundsInFile} round(s) in the file`;
    $('pairing').innerHTML = pairingHtml(l);
    $('standings').innerHTML = viewHtml(l, 'standings');
    $('crosstable').innerHTML = viewHtml(l, 'crosstable');
    $('check').innerHTML = checkHtml(l.tournament);
  }
  ($('save') as HTMLButtonElement).disabled = nextRound(l) === null;
  ($('print') as HTMLButtonElement).disabled = false;
  document.body.dataset.loaded = 'yes';
}

function refuse(error: unknown): void {
  current = null;
  for (const id of ['pairing', 'standings', 'crosstable', 'check']) $(id).innerHTML = '';
  $('event').textContent = '';
  $('errors').textContent = errorLines(error).join('\n');
  ($('save') as HTMLButtonElement).disabled = true;
  ($('print') as HTMLButtonElement).disabled = true;
  document.body.dataset.loaded = 'refused';
}

async function onFile(): Promise<void> {
  const file = ($('file') as HTMLInputElement).files?.[0];
  if (file === undefined) return;
  document.body.dataset.loaded = 'busy';
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    show(load(bytes, file.name, ($('encoding') as HTMLSelectElement).value as TrfEncoding));
  } catch (error) {
    refuse(error);
  }
}

function download(name: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function save(): void {
  const next = current === null ? null : nextRound(current);
  if (current === null || next === null) return;
  const bytes = encodeTrf(next.document, current.encoding, current.fileName);
  const base = current.fileName.replace(/\.(trf|txt|csv)$/i, '');
  download(`${base}-round${next.round}.trf`, bytes as Uint8Array<ArrayBuffer>, 'text/plain');
}

/** The chosen view as its own page in a frame, printed from there (the page's own controls are not printed). */
function print(): void {
  if (current === null) return;
  const html = printHtml(current.document, { views: parsePrintViews(($('view') as HTMLSelectElement).value), tournament: current.tournament });
  const frame = $('print-frame') as HTMLIFrameElement;
  frame.onload = () => frame.contentWindow?.print();
  frame.srcdoc = html;
}

$('file').addEventListener('change', () => void onFile());
$('encoding').addEventListener('change', () => void onFile());
$('save').addEventListener('click', save);
$('print').addEventListener('click', print);
$('print-html').addEventListener('click', () => {
  if (current === null) return;
  download(`${current.fileName.replace(/\.(trf|txt|csv)$/i, '')}-${($('view') as HTMLSelectElement).value}.html`, printHtml(current.document, { views: parsePrintViews(($('view') as HTMLSelectElement).value), tournament: current.tournament }), 'text/html');
});
(globalThis as unknown as { swisspairPage: object }).swisspairPage = { load, errorLines };
