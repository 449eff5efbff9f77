import 'server-only';
import type { EstimatorInputs } from '@/lib/estimator/inputs';
import type { Configuration } from '@/lib/estimator/model';

/** What a quote request keeps of the estimator (quote_requests.configuration). */
type Stored = {
  inputs: EstimatorInputs;
  recommended?: Configuration;
  /** Since the visitor can choose a larger system: the one chosen, and whether it is economic. */
  chosen?: Configuration;
  economic?: boolean;
};

export type StoredSystem = {
  /** The system the visitor asked a quote for. */
  chosen: Configuration | null;
  /** The estimator's economic recommendation. */
  recommended: Configuration | null;
  /** Whether the chosen system is the economic recommendation; null for older requests. */
  economic: boolean | null;
};

/** The systems of a stored request; one from before the choice asked for its recommendation. */
export function storedSystem(configuration: unknown): StoredSystem {
  const c = configuration as Partial<Stored>;
  return {
    chosen: c.chosen ?? c.recommended ?? null,
    recommended: c.recommended ?? null,
    economic: c.economic ?? null,
  };
}

/**
 * The inputs to estimate a stored request again (its mails when it passes to another holder),
 * holding the system it asked for: an older request, from before the choice, keeps the
 * recommendation it showed, which a later rule may size differently.
 */
export function storedInputs(configuration: unknown): EstimatorInputs {
  const c = configuration as Stored;
  const asked = c.inputs.modules ?? c.chosen?.modules ?? c.recommended?.modules ?? null;
  return { ...c.inputs, modules: asked };
}
