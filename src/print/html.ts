/**
 * The HTML of a printed page: escaping, the one stylesheet (screen and print), and a table whose head repeats on
 * every printed page with the event's name, the view, its round and date. Strings only, no DOM: the renderers
 * run in Node and in a browser alike.
 */

/**
 * Text as HTML: every name, title and code from a file goes through here (a name `<script>` shows as text). A
 * control character (C0 but the newline, DEL, C1) shows as `\xHH`, as the CLI's printableMessage() writes it to a
 * terminal: none reaches the page (a newline, from a message of several lines, is white space in HTML).
 */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c] ?? `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`) : text;
}

// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"'\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const SPECIALS = /[&<>"'\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Points in tenths as a wall chart writes them: 15 -> "1½", 5 -> "½", 12 -> "1.2". */
export function formatPoints(tenths: number): string {
  const t = Math.round(tenths);
  const whole = Math.trunc(t / 10);
  const rest = Math.abs(t % 10);
  const sign = t < 0 && whole === 0 ? '-' : '';
  if (rest === 0) return String(whole);
  if (rest === 5) return `${sign}${whole === 0 ? '' : whole}½`;
  return (t / 10).toFixed(1);
}

/** What every page of a view carries at its top. */
export interface PageHead {
  readonly event: string;
  /** "Pairings, round 5", "Standings after round 9". */
  readonly view: string;
  /** The round's date, or the event's dates; '' when the file has none. */
  readonly date: string;
}

export type Cell = string | { readonly html: string; readonly cls?: string };

export interface TableSpec {
  readonly head: PageHead;
  readonly columns: readonly { readonly label: string; readonly cls?: string }[];
  /** Cells are text (escaped here) or HTML already escaped. */
  readonly rows: readonly (readonly Cell[])[];
  readonly cls?: string;
  /** HTML after the table, in the same section (legends, byes). */
  readonly after?: string;
}

function cell(c: Cell, tag: 'td' | 'th', cls?: string): string {
  const text = typeof c === 'string' ? escapeHtml(c) : c.html;
  const klass = typeof c === 'string' ? cls : (c.cls ?? cls);
  return klass === undefined ? `<${tag}>${text}</${tag}>` : `<${tag} class="${klass}">${text}</${tag}>`;
}

/** The head row every printed page repeats (a row of the table's thead: browsers repeat thead on each page). */
export function pageHeadRow(head: PageHead, span: number): string {
  const date = head.date === '' ? '' : ` <span class="date">${escapeHtml(head.date)}</span>`;
  return `<tr class="page-head"><th colspan="${span}"><span class="event">${escapeHtml(head.event)}</span> <span class="view">${escapeHtml(head.view)}</span>${date}</th></tr>`;
}

/** A table as one section. O(cells). */
export function table(spec: TableSpec): string {
  const heads = spec.columns.map((c) => cell(c.label, 'th', c.cls)).join('');
  const body = spec.rows.map((r) => `<tr>${r.map((c, i) => cell(c, 'td', spec.columns[i]?.cls)).join('')}</tr>`).join('\n');
  const klass = spec.cls === undefined ? '' : ` class="${spec.cls}"`;
  return `<table${klass}><thead>${pageHeadRow(spec.head, spec.columns.length)}<tr class="cols">${heads}</tr></thead>\n<tbody>\n${body}\n</tbody></table>${spec.after ?? ''}`;
}

/**
 * Screen and print. Printed: the page box fits both A4 (210 mm) and Letter (216 mm) with 10 mm margins, so the
 * paper size is the printer's; a row is never split across pages; each table's head (with the page head) repeats.
 */
export const STYLE = `
:root { font-family: "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; font-size: 10pt; color: #000; }
body { margin: 0 auto; padding: 8px; max-width: 190mm; }
section.view { margin-bottom: 24px; }
section.view + section.view { break-before: page; }
table { border-collapse: collapse; width: 100%; margin-bottom: 8px; }
th, td { border: 0.5pt solid #777; padding: 1px 4px; text-align: left; vertical-align: top; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
tr.page-head th { border: none; border-bottom: 1pt solid #000; padding: 2px 0 4px; font-weight: normal; }
tr.page-head .event { font-weight: bold; font-size: 11pt; }
tr.page-head .view { margin-left: 1em; }
tr.page-head .date { float: right; }
tr.cols th { background: #e8e8e8; font-weight: bold; }
tbody tr:nth-child(even) td { background: #f6f6f6; }
.num { text-align: right; white-space: nowrap; }
.ctr { text-align: center; white-space: nowrap; }
.name { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 60mm; }
.res { text-align: center; width: 14mm; white-space: nowrap; }
table.crosstable { font-size: 6.5pt; }
table.crosstable th, table.crosstable td { padding: 0 2px; }
table.crosstable .name { max-width: 30mm; }
table.grid td.self { background: #bbb; }
table.cards tr.cols { display: none; }
table.cards td.card-cell { border: none; padding: 0 3px 6px 0; width: 50%; }
table.cards table.card { font-size: 8pt; margin: 0; }
table.card .name { overflow: visible; max-width: none; }
table.card td:nth-child(1), table.card td:nth-child(5), table.card td:nth-child(6) { text-align: right; white-space: nowrap; }
table.card td:nth-child(2) { white-space: nowrap; }
table.cards table.card caption { text-align: left; font-weight: bold; padding: 2px 0; }
table.cards tbody tr:nth-child(even) td.card-cell { background: none; }
.legend, .byes { font-size: 8.5pt; margin: 4px 0 12px; break-inside: avoid; }
.legend dt { font-weight: bold; float: left; clear: left; width: 5em; }
.legend dd { margin-left: 5.5em; }
table.teams tbody.group { break-inside: avoid; page-break-inside: avoid; }
table.teams.standings { font-size: 8.5pt; }
table.teams.standings td.vec { white-space: normal; }
table.teams.standings th.code { white-space: normal; overflow-wrap: anywhere; }
.legend.wide dt { width: 9em; }
.legend.wide dd { margin-left: 9.5em; }
table.teams tr.group-head td { background: #e8e8e8; border-top: 1pt solid #000; }
table.teams-cross td.ctr { white-space: normal; }
table.teams-cross td.vec { white-space: normal; }
table.teams-cross th.code { white-space: normal; overflow-wrap: anywhere; }
table.teams-cross .name { max-width: 26mm; }
table.team-cards { font-size: 7.5pt; }
table.team-cards th, table.team-cards td { padding: 0 2px; }
table.team-cards .name { max-width: 42mm; }
table.team-cards tr.opp td, table.team-cards tr.match td { font-weight: bold; }
table.team-cards td.ctr { white-space: normal; }
table.team-cards tr.group-head td, table.team-cards tr.names td { font-size: 7pt; white-space: normal; max-width: none; }
table.team-cards tr.group-head td { font-size: 8.5pt; }
table.team-cards tbody.group + tbody.group tr.group-head td { border-top: 2pt solid #000; }
table.team-cards .bd { font-size: 5.5pt; vertical-align: super; margin-right: 1px; }
h2 { font-size: 11pt; margin: 12px 0 4px; }
@page { margin: 10mm; }
@media print {
  body { padding: 0; max-width: none; }
  tbody tr:nth-child(even) td { background: #f2f2f2; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

/** One self-contained HTML file: inline CSS, no script, no network. One copy of the sections' text: O(size). */
export function htmlDocument(title: string, sections: readonly string[]): string {
  const head = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n`;
  const parts = [head];
  sections.forEach((s, i) => parts.push(i === 0 ? '' : '\n', '<section class="view">\n', s, '\n</section>'));
  parts.push('\n</body>\n</html>\n');
  return parts.join('');
}
