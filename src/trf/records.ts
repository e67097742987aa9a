/**
 * Parsers of the records other than 001: tournament headers, teams, and the TRF(x) / TRF(bx) / TRF-2026
 * extensions pairing engines read (see docs/trf.md for the layouts). Each takes the line's LineReport (column 4
 * already checked), reports every problem at its column, and returns null if there was any. All are O(length of
 * the line).
 */
import { field, scanInteger, scanTenths, tokenize, excerpt, type Token } from './fields.js';
import type { LineReport } from './problems.js';
import type {
  AbsentRecord,
  AccelerationRecord,
  AcceleratedRoundsRecord,
  ByeDeclarationRecord,
  ForbiddenPairsRecord,
  HeaderRecord,
  InitialColourRecord,
  PointAdjustmentRecord,
  PointSystemRecord,
  ProhibitedPairingsRecord,
  TeamRecord,
  Tenths,
  TotalRoundsRecord,
} from './types.js';

/** Largest starting rank (4 columns) and round number (3 columns in 240, and far beyond any tournament). */
export const MAX_ID = 9999;
export const MAX_ROUND = 999;
/** Integer digits allowed in a points token; fixed columns allow fewer (see player.ts). */
const POINT_DIGITS = 4;

const EXPECTED_ID = `a starting rank (1-${MAX_ID})`;
const EXPECTED_ROUND = `a round number (1-${MAX_ROUND})`;
const EXPECTED_POINTS = 'points with at most one decimal, e.g. 1.0, .5 or 3';

/**
 * Data starts at column 5; column 4 separates it from the record code. When it is not blank the layout of the
 * rest is unknown, so the caller reports that alone (see parse.ts) and does not call these parsers.
 */
export function column4IsBlank(out: LineReport): boolean {
  const c = out.text.charAt(3);
  if (c === '' || c === ' ') return true;
  out.add(4, 'column 4 must be blank', c, 'a blank (the record code is columns 1-3, data starts at column 5)');
  return false;
}

function source(out: LineReport): { readonly line: number; readonly raw: string } {
  return { line: out.line, raw: out.text };
}

/** An integer token within [min, max], or null after reporting. */
function integerToken(out: LineReport, token: Token, what: string, min: number, max: number, expected: string): number | null {
  const scan = scanInteger(token.text, 'trim');
  if (scan.kind !== 'ok') {
    out.add(token.column + (scan.kind === 'bad' ? scan.index : 0), `invalid ${what}`, excerpt(token.text), expected);
    return null;
  }
  if (scan.value < min || scan.value > max) {
    out.add(token.column, `${what} out of range`, excerpt(token.text), expected);
    return null;
  }
  return scan.value;
}

/** A points token, or null after reporting. `offset` skips a prefix such as `PAB=` when reporting the column. */
function tenthsToken(out: LineReport, token: Token, what: string, text = token.text, offset = 0): Tenths | null {
  const scan = scanTenths(text, POINT_DIGITS);
  if (scan.kind !== 'ok') {
    const index = scan.kind === 'bad' ? scan.index : 0;
    out.add(token.column + offset + index, `invalid ${what}`, excerpt(token.text), EXPECTED_POINTS);
    return null;
  }
  return scan.value;
}

/** Reads a list of ids; reports each bad one. */
function ids(out: LineReport, tokens: readonly Token[], what: string): number[] {
  const result: number[] = [];
  for (const token of tokens) {
    const id = integerToken(out, token, what, 1, MAX_ID, EXPECTED_ID);
    if (id !== null) result.push(id);
  }
  return result;
}

/** 012-132 and the other `??2` free-text headers: text from column 5, kept as read. */
export function parseHeader(code: string, out: LineReport): HeaderRecord | null {
  return out.failed ? null : { kind: 'header', ...source(out), code, text: out.text.slice(4) };
}

/** 013: team name in columns 5-36, members (4 columns each) from column 37 every 5 columns. */
export function parseTeam(out: LineReport): TeamRecord | null {
  const text = out.text;
  const members: number[] = [];
  for (let column = 37; column <= text.length; column += 5) {
    const memberField = field(text, column, column + 3);
    const scan = scanInteger(memberField, 'trim');
    const expected = `a member's starting rank (1-${MAX_ID}) in columns ${column}-${column + 3}`;
    if (scan.kind === 'bad') out.add(column + scan.index, 'invalid team member', memberField, expected);
    else if (scan.kind === 'ok' && scan.value === 0) out.add(column, 'invalid team member', memberField, expected);
    else if (scan.kind === 'ok') members.push(scan.value);
    const separator = text.charAt(column + 3);
    if (separator !== '' && separator !== ' ') {
      out.add(column + 4, `column ${column + 4} must be blank`, separator, 'a blank (it separates two team members)');
    }
  }
  return out.failed ? null : { kind: 'team', ...source(out), name: field(text, 5, 36).trimEnd(), members };
}

/** XXR n / 142 n: the planned number of rounds. */
export function parseTotalRounds(code: 'XXR' | '142', out: LineReport): TotalRoundsRecord | null {
  const tokens = tokenize(out.text, 5);
  const expected = `the number of rounds (1-${MAX_ROUND}) from column 5`;
  const first = tokens[0];
  if (first === undefined) {
    out.add(5, `${code} without a number of rounds`, '', expected);
    return null;
  }
  const rounds = integerToken(out, first, `number of rounds in ${code}`, 1, MAX_ROUND, expected);
  for (const extra of tokens.slice(1)) out.add(extra.column, `unexpected text after the number of rounds`, excerpt(extra.text), 'nothing');
  return out.failed || rounds === null ? null : { kind: 'totalRounds', ...source(out), code, rounds };
}

/** XXC [rank] [white1|black1] (any order, any case) / 152 W|B. */
export function parseInitialColour(code: 'XXC' | '152', out: LineReport): InitialColourRecord | null {
  const tokens = tokenize(out.text, 5);
  let colour: 'white' | 'black' | null = null;
  let rank = false;
  if (code === '152') {
    const expected = 'W or B (the colour of the top player in round 1)';
    const first = tokens[0];
    const letter = first?.text.toUpperCase();
    if (first === undefined) out.add(5, '152 without a colour', '', expected);
    else if (letter !== 'W' && letter !== 'B') out.add(first.column, 'invalid colour in 152', excerpt(first.text), expected);
    else colour = letter === 'W' ? 'white' : 'black';
    for (const extra of tokens.slice(1)) out.add(extra.column, 'unexpected text after the colour', excerpt(extra.text), 'nothing');
  } else {
    for (const token of tokens) {
      const word = token.text.toLowerCase();
      if (word === 'rank' && !rank) rank = true;
      else if ((word === 'white1' || word === 'black1') && colour === null) colour = word === 'white1' ? 'white' : 'black';
      else {
        const repeated = word === 'rank' || word === 'white1' || word === 'black1';
        out.add(
          token.column,
          repeated ? 'XXC repeats or contradicts itself' : 'unknown XXC option',
          excerpt(token.text),
          'rank, white1 or black1, each at most once (white1 and black1 exclude each other)',
        );
      }
    }
  }
  return out.failed ? null : { kind: 'initialColour', ...source(out), code, colour, rank };
}

/** XXZ id id ...: absent in the round being paired (an empty list is allowed). */
export function parseAbsent(out: LineReport): AbsentRecord | null {
  const list = ids(out, tokenize(out.text, 5), 'id in XXZ');
  return out.failed ? null : { kind: 'absent', ...source(out), ids: list };
}

/** 240 T RRR id id ...: type at column 5, round at 7-9, ids at 11-14, 16-19, ...; any spacing is accepted. */
export function parseByeDeclaration(out: LineReport): ByeDeclarationRecord | null {
  const [typeToken, roundToken, ...idTokens] = tokenize(out.text, 5);
  if (typeToken === undefined || roundToken === undefined || idTokens.length === 0) {
    out.add(out.text.length + 1, '240 is incomplete', excerpt(out.text.slice(4).trim()),
      'a bye type (F, H or Z) at column 5, a round at columns 7-9, then one or more starting ranks from column 11');
    return null;
  }
  const typeText = typeToken.text.toUpperCase();
  const type = typeText === 'F' || typeText === 'H' || typeText === 'Z' ? typeText : null;
  if (type === null) {
    out.add(typeToken.column, 'invalid bye type in 240', excerpt(typeToken.text), 'F (full), H (half) or Z (zero-point) at column 5');
  }
  const round = integerToken(out, roundToken, 'round in 240', 1, MAX_ROUND, `${EXPECTED_ROUND} at columns 7-9`);
  const list = ids(out, idTokens, 'id in 240');
  if (out.failed || type === null || round === null) return null;
  return { kind: 'byeDeclaration', ...source(out), type, round, ids: list };
}

/** XXP id id [...]: a forbidden pair (or group). */
export function parseForbiddenPairs(out: LineReport): ForbiddenPairsRecord | null {
  const tokens = tokenize(out.text, 5);
  const list = ids(out, tokens, 'id in XXP');
  if (tokens.length < 2) out.add(out.text.length + 1, 'XXP needs at least two players', '', 'two or more starting ranks');
  return out.failed ? null : { kind: 'forbiddenPairs', ...source(out), ids: list };
}

/** 260 RR1 RRL id id ...: prohibited pairings among the ids in rounds RR1..RRL. */
export function parseProhibitedPairings(out: LineReport): ProhibitedPairingsRecord | null {
  const [firstToken, lastToken, ...idTokens] = tokenize(out.text, 5);
  if (firstToken === undefined || lastToken === undefined || idTokens.length < 2) {
    out.add(out.text.length + 1, '260 is incomplete', excerpt(out.text.slice(4).trim()),
      'a first round, a last round, then two or more starting ranks');
    return null;
  }
  const first = integerToken(out, firstToken, 'first round in 260', 1, MAX_ROUND, EXPECTED_ROUND);
  const last = integerToken(out, lastToken, 'last round in 260', 1, MAX_ROUND, EXPECTED_ROUND);
  if (first !== null && last !== null && last < first) {
    out.add(lastToken.column, 'last round before first round in 260', lastToken.text, `a round from ${first} to ${MAX_ROUND}`);
  }
  const list = ids(out, idTokens, 'id in 260');
  if (out.failed || first === null || last === null) return null;
  return { kind: 'prohibitedPairings', ...source(out), firstRound: first, lastRound: last, ids: list };
}

const XXS_KEYS: ReadonlySet<string> = new Set(['WW', 'BW', 'WD', 'BD', 'WL', 'BL', 'ZPB', 'HPB', 'FPB', 'PAB', 'FW', 'FL', 'W', 'D', 'L']);
const EXPECTED_XXS = 'key=value with a key among WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D L';
/** The 162 code letters TRF-2026 defines; another letter (Tornello writes `Z 0.0`) is kept and warned about. */
export const CODES_162: ReadonlySet<string> = new Set(['W', 'D', 'L', 'A', 'P', 'X']);
const isLetter = (c: string): boolean => /^[A-Za-z]$/.test(c);

export type PointSystemCode = PointSystemRecord['code'];

/** XXS key=value ..., BBx value, 162 code value code value ... (values in tenths). */
export function parsePointSystem(code: PointSystemCode, out: LineReport): PointSystemRecord | null {
  const values = new Map<string, Tenths>();
  const put = (key: string, value: Tenths | null, column: number, found: string): void => {
    if (value === null) return;
    if (values.has(key)) out.add(column, `${key} given twice in ${code}`, excerpt(found), `each key at most once`);
    else values.set(key, value);
  };
  if (code === 'XXS') {
    for (const token of tokenize(out.text, 5)) {
      const eq = token.text.indexOf('=');
      const key = (eq < 0 ? token.text : token.text.slice(0, eq)).toUpperCase();
      if (eq < 0) out.add(token.column + token.text.length, 'XXS item without =', excerpt(token.text), EXPECTED_XXS);
      else if (!XXS_KEYS.has(key)) out.add(token.column, 'unknown XXS key', excerpt(token.text), EXPECTED_XXS);
      else put(key, tenthsToken(out, token, `value of ${key} in XXS`, token.text.slice(eq + 1), eq + 1), token.column, token.text);
    }
  } else if (code === '162') {
    parse162(out, put);
  } else {
    const tokens = tokenize(out.text, 5);
    const first = tokens[0];
    if (first === undefined) out.add(5, `${code} without a value`, '', `${EXPECTED_POINTS} from column 5`);
    else put(code, tenthsToken(out, first, `value in ${code}`), first.column, first.text);
    for (const extra of tokens.slice(1)) out.add(extra.column, 'unexpected text after the value', excerpt(extra.text), 'nothing');
  }
  return out.failed ? null : { kind: 'pointSystem', ...source(out), code, values };
}

/**
 * 162: a code letter (W D L A P X) followed by a value, repeated; TRF-2026 puts the letters at columns 6, 15, 24,
 * ... and the values at 7-10, 16-19, ..., but spacing is tolerated (letter and value may be glued or apart).
 * A letter TRF-2026 does not define is read and kept (the file is not refused for a value swisspair does not
 * need); consistency.ts warns that it is not used.
 */
function parse162(out: LineReport, put: (key: string, value: Tenths | null, column: number, found: string) => void): void {
  const text = out.text;
  let i = 4;
  const skipBlanks = (): void => {
    while (i < text.length && (text.charAt(i) === ' ' || text.charAt(i) === '\t')) i++;
  };
  // A value runs to the next blank or code letter, so that `W1.0D0.5` splits and `W 1,0` is one bad value.
  const endsValue = (c: string): boolean => c === ' ' || c === '\t' || isLetter(c);
  for (skipBlanks(); i < text.length; skipBlanks()) {
    const letter = text.charAt(i).toUpperCase();
    const letterColumn = i + 1;
    if (!isLetter(letter)) {
      out.add(letterColumn, 'invalid code in 162', excerpt(text.slice(i, i + 10)), 'a code letter (W D L A P X) followed by points, e.g. "W 1.0"');
      return; // Without a letter the rest cannot be split reliably.
    }
    i++;
    skipBlanks();
    const start = i;
    while (i < text.length && !endsValue(text.charAt(i))) i++;
    const value = text.slice(start, i);
    const token: Token = { text: value, column: start + 1 };
    put(letter, tenthsToken(out, token, `value of ${letter} in 162`), letterColumn, `${letter} ${value}`);
  }
}

/** XXA id pp.p pp.p ...: acceleration points of one player, one value per round. */
export function parseAcceleration(out: LineReport): AccelerationRecord | null {
  const [idToken, ...valueTokens] = tokenize(out.text, 5);
  let id: number | null = null;
  if (idToken === undefined) out.add(5, 'XXA without a player', '', `${EXPECTED_ID} at columns 5-8`);
  else id = integerToken(out, idToken, 'id in XXA', 1, MAX_ID, EXPECTED_ID);
  const points: Tenths[] = [];
  valueTokens.forEach((token, index) => {
    const value = tenthsToken(out, token, `points for round ${index + 1} in XXA`);
    if (value !== null) points.push(value);
  });
  return out.failed || id === null ? null : { kind: 'acceleration', ...source(out), id, points };
}

/** TRF-2026 columns of the 250 fields (`AAA MMMM GGGG RRF RRL PPPF PPPL`), used when a field is blank. */
const COLUMNS_250: readonly (readonly [number, number])[] = [[5, 8], [10, 13], [15, 17], [19, 21], [23, 26], [28, 31]];

/**
 * The six 250 fields: whitespace-separated when there are six; otherwise by the TRF-2026 columns, which lets one
 * points field be blank: the match points, as TRF-2026 has them for individuals (`250      1.0   1   3    1   12`),
 * or the game points (the FIDE TEC team sample writes `250  2.0        1   1    1    2`). Null after reporting.
 */
function fields250(out: LineReport): (Token | null)[] | null {
  const tokens = tokenize(out.text, 5);
  if (tokens.length === 6) return tokens;
  const expected = 'six fields: match points, game points, first round, last round, first player, last player';
  const byColumns = COLUMNS_250.map(([first, last]): Token | null => {
    const text = field(out.text, first, last);
    return text.trim() === '' ? null : { text, column: first };
  });
  // Column reading is only trusted when every token lies inside a field (so nothing is outside them) and only
  // one of the two points fields is blank.
  const inside = tokens.every((t) => COLUMNS_250.some(([first, last]) => t.column >= first && t.column + t.text.length - 1 <= last));
  const blanks = byColumns.map((t, i) => (t === null ? i : -1)).filter((i) => i >= 0);
  if (inside && blanks.length === 1 && (blanks[0] === 0 || blanks[0] === 1)) {
    return byColumns;
  }
  const column = tokens.length > 6 ? (tokens[6]?.column ?? 5) : out.text.length + 1;
  out.add(column, `250 has ${tokens.length} fields`, excerpt(out.text.slice(4).trim()), expected);
  return null;
}

/**
 * 250 match-points game-points first-round last-round first-player last-player (whitespace-separated, or by
 * columns with blank match or game points).
 */
export function parseAcceleratedRounds(out: LineReport): AcceleratedRoundsRecord | null {
  const fields = fields250(out);
  if (fields === null) return null;
  const [mp, gp, fr, lr, fp, lp] = fields as [Token | null, Token | null, Token, Token, Token, Token];
  const matchPoints = mp === null ? null : tenthsToken(out, mp, 'match points in 250');
  const gamePoints = gp === null ? null : tenthsToken(out, gp, 'game points in 250');
  const firstRound = integerToken(out, fr, 'first round in 250', 1, MAX_ROUND, EXPECTED_ROUND);
  const lastRound = integerToken(out, lr, 'last round in 250', 1, MAX_ROUND, EXPECTED_ROUND);
  const firstPlayer = integerToken(out, fp, 'first player in 250', 1, MAX_ID, EXPECTED_ID);
  const lastPlayer = integerToken(out, lp, 'last player in 250', 1, MAX_ID, EXPECTED_ID);
  if (firstRound !== null && lastRound !== null && lastRound < firstRound) {
    out.add(lr.column, 'last round before first round in 250', lr.text, `a round from ${firstRound} to ${MAX_ROUND}`);
  }
  if (firstPlayer !== null && lastPlayer !== null && lastPlayer < firstPlayer) {
    out.add(lp.column, 'last player before first player in 250', lp.text, `a starting rank from ${firstPlayer} to ${MAX_ID}`);
  }
  if (out.failed || (mp !== null && matchPoints === null) || (gp !== null && gamePoints === null) || firstRound === null || lastRound === null) return null;
  if (firstPlayer === null || lastPlayer === null) return null;
  return { kind: 'acceleratedRounds', ...source(out), matchPoints, gamePoints, firstRound, lastRound, firstPlayer, lastPlayer };
}

/** A signed points token (`2.0`, `-0.5`, `+1`), or null after reporting. */
function signedTenths(out: LineReport, token: Token, what: string): Tenths | null {
  const sign = token.text.startsWith('-') ? -1 : 1;
  const skip = token.text.startsWith('-') || token.text.startsWith('+') ? 1 : 0;
  const value = tenthsToken(out, token, what, token.text.slice(skip), skip);
  return value === null ? null : sign * value;
}

/**
 * 299 T points [points] [round [id id ...]]: an abnormal point assignment (TRF-2026). The type is the text at
 * column 5 (blank for a bonus or penalty); the point values contain a decimal point, which tells them from the
 * round and the ids that follow. O(length of the line).
 */
export function parsePointAdjustment(out: LineReport): PointAdjustmentRecord | null {
  const text = out.text;
  const typeChar = text.charAt(4);
  const type = typeChar === ' ' || typeChar === '' ? '' : typeChar;
  const tokens = tokenize(text, type === '' ? 5 : 6);
  const points: Tenths[] = [];
  let i = 0;
  for (; i < tokens.length && i < 2 && tokens[i]!.text.includes('.'); i++) {
    const value = signedTenths(out, tokens[i]!, 'points in 299');
    if (value !== null) points.push(value);
  }
  if (i === 0) {
    out.add(tokens[0]?.column ?? text.length + 1, '299 without points', excerpt(text.slice(4).trim()),
      'a type at column 5 (blank for a bonus or penalty), points with a decimal point (e.g. 2.0 or -0.5), a round, then starting ranks');
    return null;
  }
  const roundToken = tokens[i];
  // TRF-2026: "000 or empty means all rounds"; 0 is kept as read (team files use it, src/model/teamPoints.ts).
  const round = roundToken === undefined ? null : integerToken(out, roundToken, 'round in 299', 0, MAX_ROUND, `${EXPECTED_ROUND}, or 000 for all rounds`);
  const list = ids(out, tokens.slice(i + 1), 'id in 299');
  if (out.failed) return null;
  return { kind: 'pointAdjustment', ...source(out), type, points, round, ids: list };
}
