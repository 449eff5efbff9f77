import 'server-only';
import { estimate, type Estimate } from '@/lib/estimator/model';
import type { EstimatorInputs } from '@/lib/estimator/inputs';

let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's estimate of a quote request, one at a time with a turn of the event loop before
 * each. A year's estimate is ~50 ms of CPU; run straight from many request handlers woken in one
 * poll phase, a hundred of them (the 100 concurrent visitors) blocked the loop for
 * seconds, so the database's replies and new connections waited behind them until the pool gave
 * up (503). Taking turns costs nothing in throughput (the CPU is the limit either way) and keeps
 * the loop answering between estimates, so the short transactions after them go straight on.
 */
export function estimateInTurn(inputs: EstimatorInputs): Promise<Estimate> {
  const run = queue
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => estimate(inputs));
  queue = run.catch(() => undefined);
  return run;
}
