// The page's side of the estimator's worker (Lighthouse TBT): a year at 15-minute
// resolution for seven module counts is a long task on a phone, so it runs off the main thread.
import type { EstimatorInputs } from './inputs';
import type { Estimate } from './model';

export type EstimateRequest = { seq: number; inputs: EstimatorInputs };
export type EstimateAnswer = { seq: number; estimate: Estimate };

/**
 * Asks for estimates and hands on only the answer to the latest inputs. One request is in
 * flight at a time: inputs typed meanwhile wait, and only the last of them is sent when the
 * answer comes back, so a burst of keystrokes costs two estimates, not one per keystroke.
 * An answer whose sequence number is not the one awaited (a request superseded, or from before
 * a restart) is dropped.
 */
export function createEstimateChannel(
  send: (request: EstimateRequest) => void,
  onEstimate: (inputs: EstimatorInputs, estimate: Estimate) => void,
) {
  let seq = 0;
  let inFlight: EstimateRequest | null = null;
  let waiting: EstimatorInputs | null = null;

  function sendNext() {
    if (!waiting) return;
    inFlight = { seq: ++seq, inputs: waiting };
    waiting = null;
    send(inFlight);
  }

  return {
    request(inputs: EstimatorInputs) {
      waiting = inputs;
      if (!inFlight) sendNext();
    },
    /** The worker died with a request in flight: ask again (now in the page). */
    resend() {
      if (inFlight) send(inFlight);
    },
    answer({ seq: answered, estimate }: EstimateAnswer) {
      if (!inFlight || answered !== inFlight.seq) return;
      const { inputs } = inFlight;
      inFlight = null;
      // Newer inputs are waiting: this answer is already stale.
      if (waiting) sendNext();
      else onEstimate(inputs, estimate);
    },
  };
}
