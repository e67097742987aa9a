/**
 * The pairing systems swisspair knows, in one list: adding a system is adding its folder and one line here
 * (docs/architecture.md, "Adding a system"). The first is the default when neither the caller nor the file names one.
 */
import { ArgumentError } from '../errors.js';
import { dubovSystem } from './dubov/system.js';
import { dutchSystem } from './dutch/system.js';
import type { PairingSystem } from './system.js';
import { teamSystem } from './team/system.js';
import { roundRobinSystem } from './roundrobin/system.js';
import { teamRoundRobinSystem } from './roundrobin/teamSystem.js';

export const SYSTEMS: readonly PairingSystem[] = [dutchSystem, dubovSystem, teamSystem, roundRobinSystem, teamRoundRobinSystem];

/** The system with this id, or undefined. */
export function findSystem(id: string): PairingSystem | undefined {
  return SYSTEMS.find((s) => s.id === id);
}

/** The system with this id; an id no system has is an argument error (exit 3). */
export function systemById(id: string): PairingSystem {
  const s = findSystem(id);
  if (s === undefined) throw new ArgumentError(`unknown pairing system "${id}" (known: ${SYSTEMS.map((x) => x.id).join(', ')})`);
  return s;
}

/** The ids, for `--system`'s choices. */
export const systemIds = (): readonly string[] => SYSTEMS.map((s) => s.id);
