/**
 * The player list `new` reads: a CSV (comma, semicolon or tab, chosen from the header line; fields may be quoted
 * with "..."), UTF-8 (BOM optional) or, when the bytes are not UTF-8, Latin-1. The header names the columns as
 * people write them (`Name`, `Elo`, `FIDE ID`, `Fed`, `Born`, `Gender`, ...; see COLUMNS); a `First name` and a
 * `Last name` column make the name `Last, First`, and so do `Name` and a first-name column (`Vorname`, `Prénom`:
 * `Name` is then the surname, as German and French exports write it). Excel's `sep=;` first line names the
 * separator. A bare `ID` column is the FIDE id when every value looks like one (digits, 4 to 10 of them). Every
 * column not used is named once in a warning, with why (a national rating or a club has no place in a 001 line).
 * Every problem is reported at its file:line:column (exit 3).
 */
import { InputError, type Diagnostic } from '../errors.js';
import { firstInvalidUtf8 } from './decode.js';
import { CONTROL_CHARACTER, fideTitle, type PlayerEntry } from './entry.js';

type Column = 'name' | 'first' | 'last' | 'rating' | 'title' | 'federation' | 'fideId' | 'birthDate' | 'sex' | ExtraColumn;

/** Columns only some uses read (a round robin's pairing numbers given in advance, Varma by club); otherwise unused. */
export type ExtraColumn = 'number' | 'club';

/** A player of the list with the extra columns asked for ('' where absent) and where his row is. */
export interface ListedPlayer extends PlayerEntry {
  readonly number: { readonly text: string; readonly line: number; readonly column: number };
  readonly club: string;
}

/** Header spellings (compared without case, blanks, dots, dashes and underscores). */
const COLUMNS: Readonly<Record<Column, readonly string[]>> = {
  name: ['name', 'player', 'playername', 'fullname', 'nom', 'spieler'],
  first: ['firstname', 'givenname', 'forename', 'prenom', 'vorname'],
  last: ['lastname', 'surname', 'familyname', 'nachname'],
  rating: ['rating', 'elo', 'fiderating', 'rtg', 'ratingfide', 'elofide', 'standardrating', 'std'],
  title: ['title', 'tit', 'fidetitle', 'titel'],
  federation: ['federation', 'fed', 'country', 'nation', 'nat', 'land'],
  fideId: ['fideid', 'fidenumber', 'fidecode', 'fideno', 'idfide', 'fide', 'fidenr', 'fideidnr'],
  birthDate: ['birthdate', 'birth', 'born', 'dateofbirth', 'dob', 'birthday', 'yearofbirth', 'byear', 'geburtsdatum'],
  sex: ['sex', 'gender', 'mw', 'geschlecht'],
  number: ['no', 'number', 'nr', 'num', 'nummer', 'pairingnumber', 'pairingno', 'startingrank', 'startno', 'startnr', 'sno', 'snr', 'tpn', 'lot'],
  club: ['club', 'team', 'verein', 'clubname', 'cercle', 'klub', 'vereinsname'],
};

const EXTRA: ReadonlySet<Column> = new Set<Column>(['number', 'club']);

/** Headers of columns a 001 line has no place for, with the reason the warning gives. */
const DROPPED: readonly { readonly keys: readonly string[]; readonly why: string }[] = [
  { keys: ['dwz', 'nationalrating', 'natrating', 'nrating', 'nationalelo', 'elonational', 'ecf', 'uscf', 'ratingnational', 'nwz', 'fsbrating'], why: 'a national rating: a 001 line has no place for it' },
  { keys: ['club', 'verein', 'clubname', 'team', 'society', 'cercle', 'klub', 'vereinsname'], why: 'a club: a 001 line has no place for it' },
  { keys: ['nr', 'no', 'number', 'rank', 'startnr', 'snr', 'pos', 'nummer', 'num'], why: 'swisspair numbers the players by the C.04.2 initial order' },
];

const key = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s._\-/()#]/g, '');

/** A bare `ID` column: the FIDE id when it looks like one. */
const BARE_ID = 'id';
const FIDE_ID_LIKE = /^\d{4,10}$/;

/** Splits one line into fields with their 1-based columns. Null when a quote is not closed. */
export function splitLine(line: string, separator: string): { text: string; column: number }[] | null {
  const fields: { text: string; column: number }[] = [];
  let i = 0;
  for (;;) {
    const column = i + 1;
    let text = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"' && line[i + 1] === '"') {
          text += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else text += line[i++];
      }
      while (i < line.length && line[i] !== separator) text += line[i++];
    } else {
      while (i < line.length && line[i] !== separator) text += line[i++];
    }
    fields.push({ text: text.trim(), column });
    if (i >= line.length) return fields;
    i++; // the separator
  }
}

/** The text of a player list: UTF-8 when the bytes are UTF-8, else Latin-1. */
export function decodePlayerList(bytes: Uint8Array): string {
  const utf8 = firstInvalidUtf8(bytes) < 0;
  const text = new TextDecoder(utf8 ? 'utf-8' : 'latin1').decode(bytes);
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

const SEX: Readonly<Record<string, string>> = { m: 'm', male: 'm', man: 'm', w: 'w', f: 'w', female: 'w', woman: 'w' };

/**
 * Reads the players of a list. Throws an InputError with every bad field (file:line:column). A FIDE id or a name
 * met twice is pushed on `warnings` (the same player entered twice is the usual cause; two players may share a
 * name, never an id). O(size).
 */
export function readPlayerList(text: string, fileName: string, warnings: Diagnostic[] = []): PlayerEntry[] {
  return readListedPlayers(text, fileName, warnings, []);
}

/** readPlayerList, also reading the `extra` columns (`new --round-robin --numbers given`, `--varma club`). */
export function readListedPlayers(text: string, fileName: string, warnings: Diagnostic[], extra: readonly ExtraColumn[]): ListedPlayer[] {
  const lines = text.split(/\r\n|\n|\r/);
  const problems: Diagnostic[] = [];
  const at = (line: number, column: number, message: string, found: string, expected: string): void => {
    problems.push({ position: { file: fileName, line, column }, message, found, expected });
  };
  const firstLine = lines.findIndex((l) => l.trim() !== '');
  // Excel writes `sep=;` (or `"sep=;"`) first when the list separator is not the locale's.
  const sep = firstLine < 0 ? null : /^"?sep=(.)"?\s*$/i.exec(lines[firstLine]!);
  const headerIndex = sep === null ? firstLine : lines.findIndex((l, i) => i > firstLine && l.trim() !== '');
  if (headerIndex < 0) throw new InputError([{ position: { file: fileName, line: 1, column: 1 }, message: 'the player list is empty', expected: 'a header line, then one line per player' }]);
  const headerLine = lines[headerIndex]!;
  const separator = sep?.[1] ?? [';', '\t', ','].map((s) => [s, headerLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const header = splitLine(headerLine, separator) ?? [];
  const columns = columnsOf(header, lines.slice(headerIndex + 1), separator, new Set(extra));
  if (!columns.has('name') && !(columns.has('last') || columns.has('first'))) {
    at(headerIndex + 1, 1, 'the header names no name column', headerLine.slice(0, 60), `a header such as "Name,Rating,Title,Federation,FIDE ID,Birth date,Sex"`);
    throw new InputError(problems);
  }
  const unused = unusedColumns(header, columns);
  if (unused.length > 0) {
    warnings.push({ position: { file: fileName, line: headerIndex + 1, column: header[unused[0]!.index]!.column }, message: `columns not used: ${unused.map((u) => u.text).join('; ')}` });
  }
  const players: ListedPlayer[] = [];
  const seenIds = new Map<string, number>();
  const seenNames = new Map<string, number>();
  const once = (seen: Map<string, number>, value: string, line: number, column: number, what: string): void => {
    const key = value.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else warnings.push({ position: { file: fileName, line, column }, message: `${what} is also on line ${first}: the same player twice?`, found: value });
  };
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = splitLine(line, separator);
    if (fields === null) {
      at(i + 1, line.indexOf('"') + 1, 'a quoted field is not closed', line.slice(0, 60), 'a closing "');
      continue;
    }
    const get = (c: Column): { text: string; column: number } => {
      const index = columns.get(c);
      return index === undefined ? { text: '', column: line.length + 1 } : (fields[index] ?? { text: '', column: line.length + 1 });
    };
    const first = get('first').text;
    const last = get('last').text;
    // `Name` with a first-name column and no surname column is the surname (German and French exports).
    const surname = columns.has('last') ? last : columns.has('first') ? get('name').text : '';
    const whole = columns.has('last') || !columns.has('first') ? get('name').text : '';
    const name = whole || (surname !== '' && first !== '' ? `${surname}, ${first}` : surname || first);
    if (name === '') at(i + 1, get('name').column, 'the player has no name', line.slice(0, 60), 'a name');
    const control = name.search(CONTROL_CHARACTER);
    if (control >= 0) at(i + 1, get(columns.has('name') && whole !== '' ? 'name' : columns.has('last') ? 'last' : 'name').column, `the name holds a control character (character ${control + 1}); a name is text`, name, 'letters, spaces and punctuation only');
    if (name.length > 33) at(i + 1, get('name').column, 'the name is longer than the 33 characters of a TRF line', name, 'a name of at most 33 characters');
    const r = get('rating');
    const rating = r.text === '' ? 0 : /^\d{1,4}$/.test(r.text) ? Number(r.text) : NaN;
    if (Number.isNaN(rating)) at(i + 1, r.column, 'the rating is not a number from 0 to 9999', r.text, 'a rating such as 1850, or nothing for unrated');
    const t = get('title');
    if (fideTitle(t.text) === null) at(i + 1, t.column, 'the title is not a FIDE title', t.text, 'GM IM WGM FM WIM CM WFM WCM, or nothing');
    const f = get('federation');
    if (f.text !== '' && !/^[A-Za-z]{3}$/.test(f.text)) at(i + 1, f.column, 'the federation is not a 3-letter code', f.text, 'a FIDE federation code such as ENG');
    const id = get('fideId');
    if (id.text !== '' && !/^\d{1,11}$/.test(id.text)) at(i + 1, id.column, 'the FIDE id is not a number', id.text, 'digits only (at most 11)');
    const b = get('birthDate');
    const birth = birthDate(b.text);
    if (birth === null) at(i + 1, b.column, 'the birth date is not a date', b.text, 'YYYY-MM-DD, YYYY/MM/DD or a year');
    const s = get('sex');
    const sex = s.text === '' ? '' : SEX[s.text.toLowerCase()];
    if (sex === undefined) at(i + 1, s.column, 'the sex is not m or w', s.text, 'm or w (or male / female)');
    if (id.text !== '') once(seenIds, id.text, i + 1, id.column, 'the FIDE id');
    if (name !== '') once(seenNames, name, i + 1, get('name').column, 'the name');
    const no = get('number');
    players.push({ name, rating, title: t.text.toUpperCase(), federation: f.text.toUpperCase(), fideId: id.text, birthDate: birth ?? '', sex: sex ?? '', number: { text: no.text, line: i + 1, column: no.column }, club: get('club').text });
  }
  if (problems.length > 0) throw new InputError(problems);
  if (players.length === 0) throw new InputError([{ position: { file: fileName, line: headerIndex + 2, column: 1 }, message: 'the player list has no player', expected: 'one line per player after the header' }]);
  return players;
}

/**
 * Which column each field comes from: the first header that names it. A bare `ID` is the FIDE id only when no
 * other column is, and every value under it looks like one (a national member number would not). O(lines).
 */
function columnsOf(header: readonly { text: string }[], rows: readonly string[], separator: string, extra: ReadonlySet<Column>): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((h, i) => {
    const found = (Object.keys(COLUMNS) as Column[]).find((c) => (!EXTRA.has(c) || extra.has(c)) && COLUMNS[c].includes(key(h.text)));
    if (found !== undefined && !columns.has(found)) columns.set(found, i);
  });
  const bare = header.findIndex((h) => key(h.text) === BARE_ID);
  if (bare >= 0 && !columns.has('fideId')) {
    const values = rows.filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => splitLine(l, separator)?.[bare]?.text ?? '');
    if (values.every((v) => v === '' || FIDE_ID_LIKE.test(v)) && values.some((v) => v !== '')) columns.set('fideId', bare);
  }
  return columns;
}

/** The header cells no field is read from, each with why; in header order. */
function unusedColumns(header: readonly { text: string; column: number }[], columns: ReadonlyMap<Column, number>): { index: number; text: string }[] {
  const used = new Set(columns.values());
  const out: { index: number; text: string }[] = [];
  header.forEach((h, i) => {
    if (used.has(i) || h.text === '') return;
    const k = key(h.text);
    const why = k === BARE_ID ? 'not FIDE ids (each would be 4 to 10 digits)' : DROPPED.find((d) => d.keys.includes(k))?.why;
    out.push({ index: i, text: `"${h.text}"${why === undefined ? '' : ` (${why})`}` });
  });
  return out;
}

/** `YYYY/MM/DD` (TRF) from the usual spellings; a bare year stays a year; '' stays ''. Null when unreadable. */
function birthDate(text: string): string | null {
  if (text === '') return '';
  if (/^\d{4}$/.test(text)) return text;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) return `${m[1]}/${m[2]!.padStart(2, '0')}/${m[3]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return `${m[3]}/${m[2]!.padStart(2, '0')}/${m[1]!.padStart(2, '0')}`;
  return null;
}
