/** Graph matching (no chess): exact lexicographic maximum-weight matching and maximum-cardinality matching. */
export { WeightedMatcher, WEIGHT_WORD_LIMIT, type MatcherOptions, type SolveStats } from './weighted.js';
export { BatchWeightedMatcher } from './weighted-batch.js';
export { CardinalityMatcher, maximumCardinality, type ImplicitGraph } from './cardinality.js';
export { firstPerfectBipartite, hasPerfectBipartite, type BipartiteGraph } from './bipartite.js';
