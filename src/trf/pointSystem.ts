/**
 * The tournament's point system, from the records that define it: JaVaFo's XXS, bbpPairings' BBW..BBU and
 * TRF-2026's 162. This is still syntax-level knowledge (what the file says a code is worth); which outcomes
 * count as games, floats or byes for pairing is decided in src/model.
 */
import type { PointSystemRecord, RoundBlock, Tenths, TrfDocument } from './types.js';

/** Points (tenths) of each kind of round outcome. All fields are always present. */
export interface PointSystem {
  /** Game won (`1`, `W`) with no colour recorded; the coloured variants below are what games use. */
  readonly win: Tenths;
  readonly draw: Tenths;
  readonly loss: Tenths;
  readonly winWhite: Tenths;
  readonly winBlack: Tenths;
  readonly drawWhite: Tenths;
  readonly drawBlack: Tenths;
  readonly lossWhite: Tenths;
  readonly lossBlack: Tenths;
  /** `+` against an opponent. */
  readonly forfeitWin: Tenths;
  /** `-`. */
  readonly forfeitLoss: Tenths;
  /** Pairing-allocated bye: `U`, or legacy `0000 - +`. */
  readonly pab: Tenths;
  /** `F`. */
  readonly fullBye: Tenths;
  /** `H`, or Vega's `0000 - =`. */
  readonly halfBye: Tenths;
  /** `Z` or blank: absent. */
  readonly zeroBye: Tenths;
}

type Field = keyof PointSystem;
/** The three base values: each derived field defaults to one of them, or to 0. */
type Base = 'win' | 'draw' | 'loss';

/** Derived field → the base value it follows unless set itself (`null`: defaults to 0). */
const DERIVED: Readonly<Record<Exclude<Field, Base>, Base | null>> = {
  winWhite: 'win',
  winBlack: 'win',
  forfeitWin: 'win',
  // bbpPairings: BBU "defaults to the win value"; JaVaFo: PAB defaults to the points of a win.
  pab: 'win',
  fullBye: 'win',
  drawWhite: 'draw',
  drawBlack: 'draw',
  halfBye: 'draw',
  lossWhite: 'loss',
  lossBlack: 'loss',
  // An absence or a forfeit loss scores nothing unless the tournament says so, whatever a lost game is worth.
  forfeitLoss: null,
  zeroBye: null,
};

/** XXS keys (JaVaFo advanced user manual) → fields. W, D and L are handled separately (they set groups). */
const XXS_FIELDS: Readonly<Record<string, Field>> = {
  WW: 'winWhite',
  BW: 'winBlack',
  WD: 'drawWhite',
  BD: 'drawBlack',
  WL: 'lossWhite',
  BL: 'lossBlack',
  ZPB: 'zeroBye',
  HPB: 'halfBye',
  FPB: 'fullBye',
  PAB: 'pab',
  FW: 'forfeitWin',
  FL: 'forfeitLoss',
};

const BB_FIELDS: Readonly<Record<string, Field>> = {
  BBW: 'win',
  BBD: 'draw',
  BBL: 'loss',
  BBZ: 'zeroBye',
  BBF: 'forfeitLoss',
  BBU: 'pab',
};

export const DEFAULT_POINT_SYSTEM: PointSystem = pointSystemOf({ records: [] });

/**
 * The point system a document declares. Defaults: win 1.0, draw 0.5, loss 0; forfeit win, PAB and full bye
 * worth a win; half bye worth a draw; zero bye and forfeit loss 0. Point-system records apply in file order, a
 * later value replacing an earlier one; a value set explicitly wins over one derived from the base values.
 * - XXS: `W` sets the win (so WW BW FW FPB and PAB follow it), `D` the draw (WD BD HPB), `L` the loss (WL BL) and
 *   also ZPB and FL, as in JaVaFo's manual; the specific keys override the group within the record.
 * - BBW win, BBD draw, BBL loss, BBZ zero bye, BBF forfeit loss, BBU PAB (bbpPairings).
 * - 162: W win, D draw, L loss, A absence (zero bye and forfeit loss), P PAB; X (unknown/adjourned) is ignored.
 * O(number of records).
 */
export function pointSystemOf(doc: Pick<TrfDocument, 'records'>): PointSystem {
  const base: Record<Base, Tenths> = { win: 10, draw: 5, loss: 0 };
  const explicit = new Map<Field, Tenths>();
  const set = (field: Field, value: Tenths): void => {
    if (field === 'win' || field === 'draw' || field === 'loss') base[field] = value;
    else explicit.set(field, value);
  };
  // By index: a for-of makes an iterator object per record in code not yet optimised (10,000 lines).
  const records = doc.records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    if (record.kind === 'pointSystem') apply(record, set);
  }
  const value = (field: Exclude<Field, Base>): Tenths => {
    const follows = DERIVED[field];
    return explicit.get(field) ?? (follows === null ? 0 : base[follows]);
  };
  return {
    ...base,
    winWhite: value('winWhite'),
    winBlack: value('winBlack'),
    drawWhite: value('drawWhite'),
    drawBlack: value('drawBlack'),
    lossWhite: value('lossWhite'),
    lossBlack: value('lossBlack'),
    forfeitWin: value('forfeitWin'),
    forfeitLoss: value('forfeitLoss'),
    pab: value('pab'),
    fullBye: value('fullBye'),
    halfBye: value('halfBye'),
    zeroBye: value('zeroBye'),
  };
}

function apply(record: PointSystemRecord, set: (field: Field, value: Tenths) => void): void {
  const v = record.values;
  switch (record.code) {
    case 'XXS': {
      // Groups first, so that a specific key in the same record overrides its group whatever the order.
      const win = v.get('W');
      const draw = v.get('D');
      const loss = v.get('L');
      if (win !== undefined) set('win', win);
      if (draw !== undefined) set('draw', draw);
      if (loss !== undefined) {
        set('loss', loss);
        set('zeroBye', loss);
        set('forfeitLoss', loss);
      }
      for (const [key, value] of v) {
        const field = XXS_FIELDS[key];
        if (field !== undefined) set(field, value);
      }
      return;
    }
    case '162':
      for (const [key, value] of v) {
        if (key === 'W') set('win', value);
        else if (key === 'D') set('draw', value);
        else if (key === 'L') set('loss', value);
        else if (key === 'A') {
          set('zeroBye', value);
          set('forfeitLoss', value);
        } else if (key === 'P') set('pab', value);
      }
      return;
    default: {
      const value = v.get(record.code);
      const field = BB_FIELDS[record.code];
      if (value !== undefined && field !== undefined) set(field, value);
    }
  }
}

/**
 * The points of a player's round blocks plus `bonus` (his 299 adjustments): what the points column (81-84) must
 * say. A loop, summed from the first round on: it runs for every line of the file on every read. O(rounds).
 */
export function pointsOfRounds(rounds: readonly RoundBlock[], system: PointSystem, bonus: Tenths, column: PointsColumn = 'individual'): Tenths {
  let sum = bonus;
  if (column === 'team') for (let i = 0; i < rounds.length; i++) sum += teamColumnPointsOfBlock(rounds[i]!, system);
  else for (let i = 0; i < rounds.length; i++) sum += pointsOfBlock(rounds[i]!, system);
  return sum;
}

/** What a player's points column counts: every round's points, or (a TRF-2026 team file) his games alone. */
export type PointsColumn = 'individual' | 'team';

/**
 * One block's part in a player's points column in a TRF-2026 team file, where the column is informative: "the
 * player's OTB + forfeit-win score" (trf2026-teams.md, section 3). Byes (U, F, H, Z, blank) count nothing there: a
 * team's bye is scored in the team's points (320, 362), not its players'. `0000 - +` is "a forfeit win against an
 * undefined opponent" in team events, not the legacy bye. Sharly-Chess writes its team files so.
 */
export function teamColumnPointsOfBlock(block: RoundBlock, system: PointSystem): Tenths {
  switch (block.result) {
    case 'U':
    case 'F':
    case 'H':
    case 'Z':
    case null:
      return 0;
    case '+':
      return system.forfeitWin;
    case '=':
      return block.opponent === null ? 0 : pointsOfBlock(block, system);
    default:
      return pointsOfBlock(block, system);
  }
}

/**
 * Points of one round block under a point system:
 * `1`/`W` win, `=`/`D` draw, `0`/`L` loss (by colour when the block has one); `+` forfeit win, but `0000 - +`
 * (no opponent) is the legacy PAB; `-` forfeit loss; `H` half bye, and Vega's `0000 - =` too; `F` full bye;
 * `U` PAB; `Z` or blank zero bye. A scheduled game without a result yet (opponent, blank result) scores 0.
 */
export function pointsOfBlock(block: RoundBlock, system: PointSystem): Tenths {
  const { opponent, colour, result } = block;
  switch (result) {
    case '1':
    case 'W':
      return colour === 'w' ? system.winWhite : colour === 'b' ? system.winBlack : system.win;
    case '=':
    case 'D':
      if (result === '=' && opponent === null) return system.halfBye;
      return colour === 'w' ? system.drawWhite : colour === 'b' ? system.drawBlack : system.draw;
    case '0':
    case 'L':
      return colour === 'w' ? system.lossWhite : colour === 'b' ? system.lossBlack : system.loss;
    case '+':
      return opponent === null ? system.pab : system.forfeitWin;
    case '-':
      return system.forfeitLoss;
    case 'H':
      return system.halfBye;
    case 'F':
      return system.fullBye;
    case 'U':
      return system.pab;
    case 'Z':
      return system.zeroBye;
    case null:
      return opponent === null ? system.zeroBye : 0;
  }
}
