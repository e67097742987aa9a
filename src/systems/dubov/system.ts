/**
 * The Dubov system (C.04.4.1) behind the PairingSystem interface: the 2018 text and the 2026 one (the same
 * engine, round.ts, with each edition's rules: editions.ts), criteria for `check`'s reasons and `pair --explain`
 * (reasons/).
 */
import { byDate, readSwissCode, unplayedRules, type EditionChoice } from '../shared/edition.js';
import type { PairingSystem, SystemOptions } from '../system.js';
import type { DubovOptions } from './player.js';
import { dubovEvaluator } from './reasons/evaluator.js';
import { explainDubov } from './reasons/explain.js';
import { pairDubov } from './round.js';

const dubovOptions = (choice: EditionChoice, options: SystemOptions): DubovOptions => ({ ...options, edition: choice.edition === '2026' ? '2026' : '2018' });

export const dubovSystem: PairingSystem = {
  id: 'dubov',
  label: 'Dubov',
  article: 'C.04.4.1',
  units: 'players',
  editions: ['2018', '2026'],
  editionOn: byDate('2018'),
  readCode: (code) => readSwissCode('DUBOV', '2018', code),
  writeCode: (e, baku) => `FIDE_DUBOV_${e}${baku ? '_BAKU' : ''}`,
  namedBy: (text) => /dubov/i.test(text),
  unplayed: (e) => unplayedRules('dubov', e),
  pair: (state, choice, options) => pairDubov(state, dubovOptions(choice, options)),
  reasons: (choice, options) => dubovEvaluator(dubovOptions(choice, options)),
  explain: (state, choice, pairing, options) => explainDubov(state, choice, pairing, dubovOptions(choice, options)),
  generator: {
    typeText: 'Individual: Swiss-System (FIDE Dubov)',
    olderEditions: ['2018'],
    // A.1 orders by rating and reads the opponents' average rating: every player needs one.
    problems: (c) => (c.lowestRating < 1 ? ['the Dubov system needs every player rated: the lowest rating must be at least 1'] : []),
  },
  bbp: { flag: '--dubov', checklist: false },
};
