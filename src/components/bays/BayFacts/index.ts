export { BayFacts, type BayFactsProps } from './BayFacts';
export { BAY_DETAIL_FACTS, BAY_LOOP_DETAIL_FACTS, type BayFactKey } from './facts';
