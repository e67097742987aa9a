/**
 * The Dutch system (C.04.3) behind the PairingSystem interface: the 2017 text and the one applied from
 * 1 February 2026, each with its own engine (round.ts, 2026/round.ts), criteria for `check`'s reasons and
 * `pair --explain` (reasons/).
 */
import { byDate, readSwissCode, unplayedRules, type EditionChoice } from '../shared/edition.js';
import type { PairingSystem } from '../system.js';
import { pairDutch2026 } from './2026/round.js';
import { dutchEvaluator } from './reasons/evaluator.js';
import { explainDutch } from './reasons/explain.js';
import { pairDutch } from './round.js';

const edition = (choice: EditionChoice): '2017' | '2026' => (choice.edition === '2017' ? '2017' : '2026');

export const dutchSystem: PairingSystem = {
  id: 'dutch',
  label: 'Dutch',
  article: 'C.04.3',
  units: 'players',
  editions: ['2017', '2026'],
  editionOn: byDate('2017'),
  readCode: (code) => readSwissCode('DUTCH', '2017', code),
  writeCode: (e, baku) => `FIDE_DUTCH_${e}${baku ? '_BAKU' : ''}`,
  namedBy: (text) => /dutch/i.test(text),
  unplayed: (e) => unplayedRules('dutch', e),
  pair(state, choice, options) {
    const dutch = options.engine === undefined ? {} : { engine: options.engine };
    return edition(choice) === '2017' ? pairDutch(state, dutch) : pairDutch2026(state, dutch);
  },
  reasons: (choice) => dutchEvaluator(edition(choice)),
  explain: (state, choice, pairing) => explainDutch(state, choice, pairing),
  generator: { typeText: 'Individual: Swiss-System (FIDE Dutch)', olderEditions: ['2017'] },
  bbp: { flag: '--dutch', checklist: true, floatArticles: (e) => (e === '2017' ? ['C12', 'C14'] : ['C14', 'C16']) },
};
