/**
 * Packs a priority-ordered list of criteria ("fields") into the lexicographic weight vectors of the weighted
 * matcher: a vector of float64 words compared lexicographically, each word an exact integer.
 *
 * Exactness: a field whose total over any matching lies in [-bound, bound] gets radix 2*bound + 2 (a power of
 * two at least that large), so the packed total of the fields of one word is an integer whose order equals the
 * lexicographic order of the field totals (signed mixed radix with room for the sign). A word never holds more
 * than WORD_BITS bits, so every per-edge word and every sum the matcher forms stays far below 2^53.
 */

/** Bits of one word; the matcher requires |word| < 2^40 per edge, and sums of a few stay exact. */
const WORD_BITS = 40;

export interface FieldSpec {
  readonly name: string;
  /** Upper bound on |sum of this field over the edges of any matching|. */
  readonly bound: number;
}

export interface FieldSlot {
  readonly word: number;
  /** Multiplier of the field inside its word (a power of two). */
  readonly scale: number;
}

export class WeightLayout {
  readonly words: number;
  private readonly slots: FieldSlot[];
  private readonly index = new Map<string, number>();

  /** `fields` in priority order, most important first. */
  constructor(fields: readonly FieldSpec[]) {
    // Lay fields out from the least significant end so each word's scale grows upwards.
    const bits = fields.map((f) => Math.max(1, Math.ceil(Math.log2(2 * Math.max(1, f.bound) + 2))));
    for (const [i, b] of bits.entries()) {
      if (b > WORD_BITS) throw new RangeError(`field ${fields[i]!.name} needs ${b} bits`);
    }
    const placed: { word: number; shift: number }[] = new Array(fields.length);
    let word = 0;
    let used = 0;
    for (let i = fields.length - 1; i >= 0; i--) {
      const b = bits[i]!;
      if (used + b > WORD_BITS) {
        word++;
        used = 0;
      }
      placed[i] = { word, shift: used };
      used += b;
    }
    const totalWords = word + 1;
    // Word 0 must be the most significant: reverse the numbering.
    this.slots = placed.map((p) => ({ word: totalWords - 1 - p.word, scale: 2 ** p.shift }));
    this.words = totalWords;
    fields.forEach((f, i) => {
      if (this.index.has(f.name)) throw new RangeError(`duplicate field ${f.name}`);
      this.index.set(f.name, i);
    });
  }

  has(name: string): boolean {
    return this.index.has(name);
  }

  slot(name: string): FieldSlot {
    const i = this.index.get(name);
    if (i === undefined) throw new RangeError(`unknown field ${name}`);
    return this.slots[i]!;
  }

  /**
   * The slots of the fields named `prefix` + a number (a score or a score difference), by that number, each
   * name resolved once: an edge's weight names several such fields, and a name built per edge (a string made,
   * flattened and hashed, ten times for each of the 500,000 edges of a 1,000-player bracket) cost more than
   * the matching's start. Throws, as slot() does, for a number with no field. O(1) per call after the first.
   */
  family(prefix: string): (value: number) => FieldSlot {
    const slots = new Map<number, FieldSlot>();
    return (value) => {
      let s = slots.get(value);
      if (s === undefined) {
        s = this.slot(`${prefix}${value}`);
        slots.set(value, s);
      }
      return s;
    };
  }

  /** Adds `value` (an integer, possibly negative) of field `slot` into the weight vector `out` at `offset`. */
  static add(out: Float64Array, offset: number, slot: FieldSlot, value: number): void {
    out[offset + slot.word]! += value * slot.scale;
  }
}
