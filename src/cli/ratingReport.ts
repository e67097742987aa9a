/**
 * `standings -o OUT.trf`: the rating report (issue 16.4) — the tournament with the points column (81-84) and the
 * rank column (86-89, shared ranks as the standings give them) filled, `062`/`072` counted, and `132` round dates
 * set where given. Written through src/trf/edit.ts, read back before writing, atomically; the input is never
 * replaced (same safety as `pair -o`: -o naming the input is refused unless --force).
 */
import type { Standings } from '../standings/index.js';
import type { TrfDocument, TrfEncoding } from '../trf/index.js';
import { encodeTrfText } from '../trf/write.js';
import { roundsInDocument } from '../trf/edit.js';
import { reportDocument } from '../api/tournament.js';
import { blockColumn } from '../trf/player.js';
import { ArgumentError } from '../errors.js';
import { assertEditReadsBack } from './editFile.js';
import { refuseOverwritingInput, writeOutput } from './io.js';
import type { CommandContext } from './options.js';
import { parseIsoDate } from './options.js';
import { counted } from './render.js';

/** `--round-dates 2026-03-01,2026-03-02,...`: round -> date, in order from round 1 (an empty item skips a round). */
export function parseRoundDates(value: string | undefined): Map<number, string> {
  const dates = new Map<number, string>();
  if (value === undefined) return dates;
  value.split(',').forEach((item, i) => {
    if (item.trim() !== '') dates.set(i + 1, parseIsoDate('--round-dates', item));
  });
  return dates;
}

/** Refuses the target before any work (exit 3), as `pair -o` does. */
export function checkReportTarget(input: string, output: string, force: boolean): void {
  if (output !== '-') refuseOverwritingInput(output, { inputs: [input], force }, '-o');
}

export function writeRatingReport(
  ctx: CommandContext,
  input: string,
  output: string,
  doc: TrfDocument,
  result: Standings,
  options: { readonly encoding: TrfEncoding; readonly dates: ReadonlyMap<number, string>; readonly force: boolean; readonly read?: Uint8Array },
): void {
  if (result.round < roundsInDocument(doc)) {
    throw new ArgumentError(`-o writes the rating report of the whole tournament, but the standings are after round ${result.round} of ${roundsInDocument(doc)}: enter the missing results first`);
  }
  // The library's report (src/api/tournament.ts ratingReport): one code path for both.
  const report = reportDocument(doc, result, options.dates);
  const { text, bytes } = encodeTrfText(report, options.encoding);
  assertEditReadsBack(bytes, options.encoding, output, 'standings -o', doc, text);
  // Over the input (--force): written only if no other command changed the file since it was read (io.ts).
  const basedOn = options.read === undefined ? {} : { basedOn: { path: input, bytes: options.read } };
  writeOutput(output, bytes, ctx.streams, { inputs: [input], force: options.force, ...basedOn });
  // Said, as every command that writes a tournament says what it wrote (the standings follow on stdout).
  if (output !== '-') ctx.streams.stderr.write(`${output}: rating report after round ${result.round}: points and ranks of ${counted(result.players.length, 'player')}, 062/072 counted\n`);
  const missing = datesMissing(report, result.round);
  if (missing.length > 0) {
    ctx.warn([{ position: null, message: `${output === '-' ? '-o' : output}: 132 has no date for round(s) ${missing.join(', ')} (give them with --round-dates)` }]);
  }
}

/** Rounds 1..rounds whose `132` date columns are blank. */
function datesMissing(doc: TrfDocument, rounds: number): number[] {
  const record = doc.records.find((r) => r.kind === 'header' && r.code === '132');
  const text = record?.kind === 'header' ? `132 ${record.text}` : '';
  const missing: number[] = [];
  for (let r = 1; r <= rounds; r++) if (text.slice(blockColumn(r) - 1, blockColumn(r) + 7).trim() === '') missing.push(r);
  return missing;
}
