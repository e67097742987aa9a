/**
 * What every editing command (`result`, `bye`, `withdraw`, `add-player`, `standings -o`) does around its edit:
 * read the tournament, apply the edit (src/trf/edit.ts), read the edited file back as swisspair reads its input
 * (an edit that would leave the file unreadable or inconsistent is refused, exit 3, nothing written), then write
 * it atomically in the input's encoding: over the input (the command is an in-place editor) or to `-o`.
 */
import { InputError, InternalError, SwisspairError } from '../errors.js';
import { buildTournament } from '../model/tournament.js';
import { EditRefused } from '../trf/edit.js';
import { readTrf, type TrfDocument, type TrfEncoding } from '../trf/index.js';
import { readEncodedTrf } from '../trf/parse.js';
import { encodeTrfText } from '../trf/write.js';
import { hasConsistencyError } from '../trf/editCheck.js';
import { writeOutput } from './io.js';
import { loadTournament, parseEncoding, type Loaded } from './load.js';
import type { CommandContext } from './options.js';

export interface EditOptions {
  readonly output?: string;
  readonly encoding?: string;
}

/**
 * Reads `bytes` back as swisspair reads its input: null when they read, else the first problem. Any other error
 * (an internal one) is thrown. `source`: the document the edit started from, as read; lines the edit left as they
 * were are not parsed again (readTrf), and only the games the edit can have changed are checked again
 * (trf/editCheck.ts). Reading a file is reading its lines and buildTournament, whose only refusal is the
 * consistency check: the tournament itself is built only to report an error, with the message reading the file
 * would give. `text`: the text the bytes encode (encodeTrfText), when known: not decoded again (readEncodedTrf).
 * O(size) to decode; O(changed lines x rounds + players + records) to parse and check.
 */
export function readBackProblem(bytes: Uint8Array, encoding: TrfEncoding, target: string, source?: TrfDocument, text?: string): string | null {
  const fileName = target === '-' ? '<stdout>' : target;
  try {
    const options = { fileName, encoding };
    const document = text === undefined ? readTrf(bytes, options, source) : readEncodedTrf(bytes, text, options, source);
    if (hasConsistencyError(document, source, fileName)) buildTournament(document, { fileName });
    return null;
  } catch (error) {
    if (!(error instanceof SwisspairError) || error instanceof InternalError) throw error;
    return error.diagnostics[0]?.message ?? error.message;
  }
}

/** An edited file that does not read back is refused (exit 3): nothing is written. */
export function assertEditReadsBack(bytes: Uint8Array, encoding: TrfEncoding, target: string, what: string, source?: TrfDocument, text?: string): void {
  const problem = readBackProblem(bytes, encoding, target, source, text);
  if (problem !== null) {
    throw new InputError([{ position: null, message: `${what} would leave ${target === '-' ? '<stdout>' : target} unreadable (${problem}); nothing written` }]);
  }
}

/**
 * Loads `file`, applies `edit`, checks and writes the result (to `options.output`, else over `file`). Returns what
 * was loaded and the edited document, for the command's summary. O(size).
 */
export function editTournament(
  ctx: CommandContext,
  file: string,
  options: EditOptions,
  what: string,
  edit: (loaded: Loaded) => TrfDocument,
): { loaded: Loaded; document: TrfDocument } {
  if (file === '-' && options.output === undefined) throw new InputError([{ position: null, message: `${what}: a file read from standard input needs -o` }]);
  const encoding = parseEncoding(options.encoding);
  const loaded = loadTournament(file, encoding, ctx.streams);
  ctx.warn(loaded.warnings);
  let document: TrfDocument;
  try {
    document = edit(loaded);
  } catch (error) {
    // The library's refusal names no file; the arbiter may be editing several.
    if (error instanceof EditRefused) {
      const name = file === '-' ? '<stdin>' : file;
      throw new InputError(error.diagnostics.map((d) => (d.position === null ? { ...d, message: `${name}: ${d.message}` } : d)));
    }
    throw error;
  }
  const { text, bytes } = encodeTrfText(document, encoding);
  const target = options.output ?? file;
  assertEditReadsBack(bytes, encoding, target, what, loaded.document, text);
  // In place is what these commands are for; -o never replaces another input (there is none).
  writeOutput(target, bytes, ctx.streams, { inputs: [file], force: options.output === undefined || options.output === file });
  return { loaded, document };
}
