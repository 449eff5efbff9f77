// The estimator's model in a worker: the same pure code the server runs.
import type { EstimateAnswer, EstimateRequest } from '@/lib/estimator/estimate-channel';
import { estimate } from '@/lib/estimator/model';

self.addEventListener('message', (event: MessageEvent<EstimateRequest>) => {
  const { seq, inputs } = event.data;
  const answer: EstimateAnswer = { seq, estimate: estimate(inputs) };
  // A dedicated worker's postMessage takes no target origin (the DOM typings only know Window's).
  (self as unknown as { postMessage(message: EstimateAnswer): void }).postMessage(answer);
});
