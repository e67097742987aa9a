/**
 * The pairing systems swisspair knows, in one list: adding a system is adding its folder and one line here
 * (docs/architecture.md, "Adding a system"). The first is the default when neither the caller nor the file names one.
 *
 * The core entry (`swisspair`, src/index.ts) carries Dutch, Dubov and the individual round robin. The team systems
 * (the team Swiss, C.04.6, and the team round robin) are the entry `swisspair/team` (src/api/team.ts), so that a program pairing individuals does not bundle it (issue
 * 34's size budget): importing that entry registers it here (registerSystem), and the command line registers every
 * system (src/cli/systems.ts). A file or an id naming a system kept elsewhere, while it is not registered, is
 * refused with the entry to import (ELSEWHERE), never paired by the default system.
 */
import { ArgumentError } from '../errors.js';
import { isTeamDocument, teamVariantFromCode } from '../model/teamVariant.js';
import type { TrfDocument } from '../trf/types.js';
import { dubovSystem } from './dubov/system.js';
import { dutchSystem } from './dutch/system.js';
import type { PairingSystem } from './system.js';
import { roundRobinFormat } from './roundrobin/format.js';
import { roundRobinSystem } from './roundrobin/system.js';

const registered: PairingSystem[] = [dutchSystem, dubovSystem, roundRobinSystem];

/** The systems registered, in order (a live list: registerSystem adds to it). */
export const SYSTEMS: readonly PairingSystem[] = registered;

/** Each registered system's editions, oldest first (kept with SYSTEMS). */
export const EDITIONS: Readonly<Record<string, readonly string[]>> = {};

/** Adds a system (the team system of `swisspair/team`, or a program's own); registering the same object again does nothing. */
export function registerSystem(system: PairingSystem): void {
  const known = findSystem(system.id);
  if (known === system) return;
  if (known !== undefined) throw new ArgumentError(`a pairing system "${system.id}" is registered already`);
  registered.push(system);
  (EDITIONS as Record<string, readonly string[]>)[system.id] = system.editions;
}
for (const s of registered) (EDITIONS as Record<string, readonly string[]>)[s.id] = s.editions;

/** A system kept out of the core entry: the entry that registers it, and how a file or a `192` code names it. */
export interface SystemElsewhere {
  readonly id: string;
  readonly article: string;
  readonly entry: string;
  /** Whether a `192` (or `092`) code names it. */
  readonly namesCode: (code: string) => boolean;
  /** Whether a document is one of its files (its own records). */
  readonly claims: (document: TrfDocument) => boolean;
}

/** The file's 192 text, if any. */
function code192(document: TrfDocument): string | undefined {
  for (const r of document.records) if (r.kind === 'header' && r.code === '192') return r.text;
  return undefined;
}
const namesTeamRoundRobin = (code: string): boolean => roundRobinFormat(code)?.team === true;

export const ELSEWHERE: readonly SystemElsewhere[] = [
  // A team round robin (FIDE_TEAM_ROUNDROBIN, BERGER_TEAM_DOUBLEROUNDROBIN, ...) is a team file paired by the table.
  {
    id: 'team-roundrobin',
    article: 'C.05 Annex 1, teams',
    entry: 'swisspair/team',
    namesCode: namesTeamRoundRobin,
    claims: (document) => namesTeamRoundRobin(code192(document) ?? ''),
  },
  // The codes the team system reads (team/system.ts readCode: a team Swiss code, with or without _BAKU); a team
  // round robin is no C.04.6 Swiss, and reads as before.
  { id: 'team', article: 'C.04.6', entry: 'swisspair/team', namesCode: (code) => teamVariantFromCode(code.trim().replace(/_BAKU$/i, '')) !== null, claims: isTeamDocument },
];

/** What the refusal says: the system, and the entry that brings it. */
function elsewhereMessage(e: SystemElsewhere, what: string): string {
  return `${what}: the ${e.id} system (${e.article}) is not in the entry "swisspair"; import "${e.entry}" (it registers the system) and pair with it`;
}

/** Throws ArgumentError when `document` is a file of a system that is not registered (a team file without `swisspair/team`). O(records). */
export function refuseUnregistered(document: TrfDocument, fileName: string): void {
  for (const e of ELSEWHERE) if (findSystem(e.id) === undefined && e.claims(document)) throw new ArgumentError(elsewhereMessage(e, `${fileName} is a ${e.id} file`));
}

/** The unregistered system a code names (ArgumentError), else nothing. */
export function refuseUnregisteredCode(code: string, where: string): void {
  for (const e of ELSEWHERE) if (findSystem(e.id) === undefined && e.namesCode(code)) throw new ArgumentError(elsewhereMessage(e, `${where} "${code.trim()}"`));
}

/** The system with this id, or undefined. */
export function findSystem(id: string): PairingSystem | undefined {
  return registered.find((s) => s.id === id);
}

/** The system with this id; an id no system has is an argument error (exit 3), naming the entry of a system kept elsewhere. */
export function systemById(id: string): PairingSystem {
  const s = findSystem(id);
  if (s !== undefined) return s;
  const elsewhere = ELSEWHERE.find((e) => e.id === id);
  if (elsewhere !== undefined) throw new ArgumentError(elsewhereMessage(elsewhere, `pairing system "${id}"`));
  throw new ArgumentError(`unknown pairing system "${id}" (known: ${registered.map((x) => x.id).join(', ')})`);
}

/** The ids, for `--system`'s choices. */
export const systemIds = (): readonly string[] => registered.map((s) => s.id);
