/**
 * The shop's payment gateway, for every caller: the checkout (tokenise, authorise), the staff's orders
 * (captures, voids), the capture job and the completion recovery. They must all talk to one gateway, or
 * the recovery would ask one gateway about the keys another authorised (docs/architecture.md: the
 * built-in test gateway by default, a real adapter when configured): an adapter is chosen here, once.
 */
import 'server-only';
import type { Db } from '../db/database';
import type { PaymentGateway } from './gateway';
import { createTestGateway } from './test-gateway';

export function configuredGateway(getDb: () => Promise<Db>, clock?: () => Date): PaymentGateway {
  return createTestGateway(getDb, clock);
}
