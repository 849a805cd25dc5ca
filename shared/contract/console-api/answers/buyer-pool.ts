import * as z from 'zod/mini';
import { BUYER_POOL_FLOOR, type BuyerPoolCount } from '../../buyer-pool';
import { answerOf } from './common';

/** A listing's buyer pool (buyer-pool.ts): the number from 5, else only "fewer than 5". */
export const buyerPool = answerOf<BuyerPoolCount>()(
  z.union([z.strictObject({ count: z.number() }), z.strictObject({ fewerThan: z.literal(BUYER_POOL_FLOOR) })]),
);
