/**
 * The opponents a player met over the board (PlayerState.opponents), as a ReadonlySet over the ids in the order
 * they were met, each once. A round state of a 9,999-player file holds 9,999 of them of about 15 ids: a Set each
 * cost ~46 ms and 5 MB to build (its hash table grown three times per player); these are one array each. `has`
 * looks through the list when it is short (the rounds played, 15 here: a few comparisons), else through a Set
 * built on first use, so a long event stays O(1) per question.
 */
import type { PlayerId } from './types.js';

/** Lists up to this long are searched in place. */
const SHORT = 24;

export class MetSet implements ReadonlySet<PlayerId> {
  private lookup: Set<PlayerId> | null = null;

  /** `ids`: distinct, in the order met (the caller's array is kept, not copied). */
  constructor(private readonly ids: readonly PlayerId[]) {}

  /**
   * The ids in the order first met, each once (a Set's order): `ids` itself when it has no duplicate (two games
   * against one opponent). O(n²) for a short list, else O(n).
   */
  static of(ids: readonly PlayerId[]): MetSet {
    if (ids.length > SHORT) {
      const distinct = new Set(ids);
      return new MetSet(distinct.size === ids.length ? ids : [...distinct]);
    }
    for (let i = 1; i < ids.length; i++) {
      for (let j = 0; j < i; j++) if (ids[j] === ids[i]) return new MetSet([...new Set(ids)]);
    }
    return new MetSet(ids);
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: PlayerId): boolean {
    const ids = this.ids;
    if (ids.length > SHORT) return (this.lookup ??= new Set(ids)).has(id);
    for (let i = 0; i < ids.length; i++) if (ids[i] === id) return true;
    return false;
  }

  forEach(callback: (value: PlayerId, key: PlayerId, set: ReadonlySet<PlayerId>) => void, thisArg?: unknown): void {
    for (let i = 0; i < this.ids.length; i++) callback.call(thisArg, this.ids[i]!, this.ids[i]!, this);
  }

  entries(): IterableIterator<[PlayerId, PlayerId]> {
    return this.ids.map((id): [PlayerId, PlayerId] => [id, id]).values();
  }

  keys(): IterableIterator<PlayerId> {
    return this.ids.values();
  }

  values(): IterableIterator<PlayerId> {
    return this.ids.values();
  }

  [Symbol.iterator](): IterableIterator<PlayerId> {
    return this.ids.values();
  }
}
