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
import { withLock } from './fileLock.js';
import { ConcurrentEditError, lockTarget, writeOutput } from './io.js';
import { loadTournament, parseEncodingOption, type Loaded } from './load.js';
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

/** How many times an edit is applied again to a file another program changed under it (see editTournament). */
const ATTEMPTS = 3;

/**
 * Loads `file`, applies `edit`, checks and writes the result (to `options.output`, else over `file`). Returns what
 * was loaded and the edited document, for the command's summary. In place, the whole read-edit-write holds the
 * file's lock (fileLock.ts): swisspair commands on one file take turns, and none loses another's edit. A program
 * that does not take the lock and changes the file meanwhile is caught before the rename (the bytes are compared
 * under the lock); the edit, a function of the document, is then applied to the new content, up to ATTEMPTS times,
 * then refused (exit 3). O(size).
 */
export function editTournament(
  ctx: CommandContext,
  file: string,
  options: EditOptions,
  what: string,
  edit: (loaded: Loaded) => TrfDocument,
): { loaded: Loaded; document: TrfDocument } {
  if (file === '-' && options.output === undefined) throw new InputError([{ position: null, message: `${what}: a file read from standard input needs -o` }]);
  const encoding = parseEncodingOption(options.encoding);
  const target = options.output ?? file;
  const inPlace = file !== '-' && (options.output === undefined || options.output === file);
  const lock = inPlace ? lockTarget(file) : null;
  for (let attempt = 1; ; attempt++) {
    try {
      const once = (): { loaded: Loaded; document: TrfDocument } => editOnce(ctx, file, target, encoding, what, edit);
      return lock === null ? once() : withLock(lock, once);
    } catch (error) {
      if (!(error instanceof ConcurrentEditError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** One read-edit-write of editTournament; warnings are printed once the edit is written or refused. */
function editOnce(
  ctx: CommandContext,
  file: string,
  target: string,
  given: TrfEncoding | undefined,
  what: string,
  edit: (loaded: Loaded) => TrfDocument,
): { loaded: Loaded; document: TrfDocument } {
  const loaded = loadTournament(file, given, ctx.streams);
  const encoding = loaded.encoding;
  let document: TrfDocument;
  try {
    document = edit(loaded);
  } catch (error) {
    ctx.warn(loaded.warnings);
    // The library's refusal names no file; the arbiter may be editing several.
    if (error instanceof EditRefused) {
      const name = file === '-' ? '<stdin>' : file;
      throw new InputError(error.diagnostics.map((d) => (d.position === null ? { ...d, message: `${name}: ${d.message}` } : d)));
    }
    throw error;
  }
  const { text, bytes } = encodeTrfText(document, encoding);
  try {
    assertEditReadsBack(bytes, encoding, target, what, loaded.document, text);
  } catch (error) {
    ctx.warn(loaded.warnings);
    throw error;
  }
  // In place is what these commands are for; -o never replaces another input (there is none).
  writeOutput(target, bytes, ctx.streams, { inputs: [file], force: target === file, basedOn: { path: file, bytes: loaded.bytes } });
  ctx.warn(loaded.warnings);
  return { loaded, document };
}
