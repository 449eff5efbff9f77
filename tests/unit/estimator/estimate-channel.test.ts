import { describe, expect, it } from 'vitest';
import { findCountry } from '@/lib/estimator/data/regions';
import { createEstimateChannel, type EstimateRequest } from '@/lib/estimator/estimate-channel';
import { defaultsFor, type EstimatorInputs } from '@/lib/estimator/inputs';
import type { Estimate } from '@/lib/estimator/model';

const base = defaultsFor(findCountry('DE')!);
const inputs = (kwh: number): EstimatorInputs => ({ ...base, kwh });
// The channel hands estimates on untouched; a tag tells which request one answered.
const estimateFor = (request: EstimateRequest) =>
  ({ tag: request.inputs.kwh }) as unknown as Estimate;

function setup() {
  const sent: EstimateRequest[] = [];
  const shown: { kwh: number | null; tag: unknown }[] = [];
  const channel = createEstimateChannel(
    (request) => sent.push(request),
    (given, estimate) =>
      shown.push({ kwh: given.kwh, tag: (estimate as unknown as { tag: number }).tag }),
  );
  return { channel, sent, shown };
}

describe('the estimate channel (the page side of the worker)', () => {
  it('shows an answer with the inputs it was asked for', () => {
    const { channel, sent, shown } = setup();
    channel.request(inputs(4000));
    expect(sent).toHaveLength(1);
    channel.answer({ seq: sent[0]!.seq, estimate: estimateFor(sent[0]!) });
    expect(shown).toEqual([{ kwh: 4000, tag: 4000 }]);
  });

  it('sends only the last of the inputs typed while a request is in flight, and drops the stale answer', () => {
    const { channel, sent, shown } = setup();
    channel.request(inputs(4000));
    channel.request(inputs(4500));
    channel.request(inputs(5000));
    expect(sent.map((r) => r.inputs.kwh)).toEqual([4000]);
    channel.answer({ seq: sent[0]!.seq, estimate: estimateFor(sent[0]!) });
    // The 4,000 kWh answer is stale: not shown; 5,000 goes instead (4,500 never does).
    expect(shown).toEqual([]);
    expect(sent.map((r) => r.inputs.kwh)).toEqual([4000, 5000]);
    expect(sent[1]!.seq).toBeGreaterThan(sent[0]!.seq);
    channel.answer({ seq: sent[1]!.seq, estimate: estimateFor(sent[1]!) });
    expect(shown).toEqual([{ kwh: 5000, tag: 5000 }]);
  });

  it('ignores answers whose sequence number is not the one awaited', () => {
    const { channel, sent, shown } = setup();
    channel.request(inputs(4000));
    channel.answer({ seq: sent[0]!.seq + 1, estimate: estimateFor(sent[0]!) });
    channel.answer({ seq: sent[0]!.seq - 1, estimate: estimateFor(sent[0]!) });
    expect(shown).toEqual([]);
    channel.answer({ seq: sent[0]!.seq, estimate: estimateFor(sent[0]!) });
    // Answered once: a repeat of the same answer is not shown twice.
    channel.answer({ seq: sent[0]!.seq, estimate: estimateFor(sent[0]!) });
    expect(shown).toHaveLength(1);
  });

  it('asks again for the request in flight when the worker is replaced', () => {
    const { channel, sent, shown } = setup();
    channel.request(inputs(4000));
    channel.resend();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    channel.answer({ seq: sent[1]!.seq, estimate: estimateFor(sent[1]!) });
    expect(shown).toEqual([{ kwh: 4000, tag: 4000 }]);
  });
});
