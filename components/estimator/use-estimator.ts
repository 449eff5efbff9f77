'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { findCountry, findRegion } from '@/lib/estimator/data/regions';
import {
  defaultsFor,
  defaultsForLocale,
  inputsFromParams,
  inputsToParams,
  parseNumber,
  ranges,
  type EstimatorInputs,
  type NumberField,
  type NumberProblem,
} from '@/lib/estimator/inputs';
import { createEstimateChannel, type EstimateAnswer } from '@/lib/estimator/estimate-channel';
import type { Estimate, Summary } from '@/lib/estimator/model';

export type FieldTexts = Record<NumberField, string>;
export type FieldProblems = Partial<Record<NumberField, NumberProblem>>;

const numberFields = Object.keys(ranges) as NumberField[];

/** Does the language write 0,5? Asked of Intl once per language: a formatter is costly to make. */
const decimalComma = new Map<string, boolean>();
function usesDecimalComma(locale: string): boolean {
  let comma = decimalComma.get(locale);
  if (comma === undefined) {
    comma = new Intl.NumberFormat(locale).format(0.5).includes(',');
    decimalComma.set(locale, comma);
  }
  return comma;
}

/** The field texts of the inputs, with the language's decimal sign (parseNumber takes both). */
function textsOf(inputs: EstimatorInputs, locale: string): FieldTexts {
  const comma = usesDecimalComma(locale);
  const texts = {} as FieldTexts;
  for (const field of numberFields) {
    const value = inputs[field];
    const text = value === null ? '' : String(value);
    texts[field] = comma ? text.replace('.', ',') : text;
  }
  return texts;
}

/** The inputs of the figures on screen, and the worker's estimate for them (null: the server's). */
type Shown = { inputs: EstimatorInputs; estimate: Estimate | null };

/**
 * The model in a worker, fed the latest inputs; its estimates go to `show`. The page never runs
 * the model while hydrating: on a slow phone it is one long task (requirements: Performance).
 * Without Worker, or if the worker fails to load, the same model runs in the page, fetched only
 * then.
 */
function useModel(inputs: EstimatorInputs, show: (inputs: EstimatorInputs, e: Estimate) => void) {
  const channelRef = useRef<ReturnType<typeof createEstimateChannel> | null>(null);
  useEffect(() => {
    let worker: Worker | null = null;
    const inPage = ({ seq, inputs }: { seq: number; inputs: EstimatorInputs }) => {
      void import('@/lib/estimator/model').then(({ estimate }) =>
        channel.answer({ seq, estimate: estimate(inputs) }),
      );
    };
    const channel = createEstimateChannel(
      (request) => (worker ? worker.postMessage(request) : inPage(request)),
      show,
    );
    try {
      worker = new Worker(new URL('./estimate.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<EstimateAnswer>) =>
        channel.answer(event.data),
      );
      worker.addEventListener('error', () => {
        worker?.terminate();
        worker = null;
        channel.resend();
      });
    } catch {
      worker = null;
    }
    channelRef.current = channel;
    return () => {
      worker?.terminate();
      channelRef.current = null;
    };
  }, [show]);
  // Declared after the effect above, so on mount the channel exists when the first inputs go.
  useEffect(() => channelRef.current?.request(inputs), [inputs]);
}

/**
 * The estimator's state: valid inputs (what the model runs on), the text of every number field
 * as typed, and its problem if any. The server renders the language's defaults (the page is
 * cached) and hands over their figures (`initial`); the browser then reads the URL,
 * writes every valid change back to it, and has the worker estimate it.
 */
export function useEstimator(locale: string, initial: Summary) {
  const [inputs, setInputs] = useState(() => defaultsForLocale(locale));
  // The first render shows the server's figures for the defaults; the charts' series come with
  // the worker's first answer.
  const [shown, setShown] = useState<Shown>(() => ({ inputs, estimate: null }));
  const [texts, setTexts] = useState(() => textsOf(inputs, locale));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [reset, setReset] = useState<string[]>([]);
  const [fromUrl, setFromUrl] = useState(false);
  const appliedRef = useRef(false);

  /** The URL's inputs, taken once when the page hydrates (later changes are our own). */
  const onQuery = useCallback(
    (params: URLSearchParams) => {
      if (appliedRef.current) return;
      appliedRef.current = true;
      // Most visits carry no inputs in their URL: the server's figures stand, and marking the
      // page ready is a transition, not a second render of everything inside hydration's commit
      // (requirements: Performance, Total Blocking Time).
      if (!params.toString()) {
        startTransition(() => setFromUrl(true));
        return;
      }
      const parsed = inputsFromParams(params, locale);
      setInputs(parsed.inputs);
      setTexts(textsOf(parsed.inputs, locale));
      setReset(parsed.reset);
      setFromUrl(true);
    },
    [locale],
  );

  useEffect(() => {
    if (!fromUrl) return;
    const query = inputsToParams(inputs, locale).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [inputs, locale, fromUrl]);

  // The charts' redraw is a transition: React renders it in slices between which the page
  // answers input, not as one long task (requirements: Performance).
  const show = useCallback(
    (inputs: EstimatorInputs, estimate: Estimate) =>
      startTransition(() => setShown({ inputs, estimate })),
    [],
  );
  useModel(inputs, show);
  // The estimate shown may still be the one for the inputs before the last keystroke.
  const computing = shown.inputs !== inputs;

  function setNumber(field: NumberField, text: string) {
    setTexts((t) => ({ ...t, [field]: text }));
    const parsed = parseNumber(text, field);
    if ('value' in parsed) {
      setProblems((p) => without(p, field));
      setInputs((i) => ({ ...i, [field]: parsed.value }));
    } else {
      setProblems((p) => ({ ...p, [field]: parsed.problem }));
    }
  }

  function update(change: Partial<EstimatorInputs>) {
    setInputs((i) => ({ ...i, ...change }));
  }

  /** A new country brings its own region, prices and yield; the household stays. */
  function setCountry(code: string) {
    const country = findCountry(code);
    if (!country) return;
    const d = defaultsFor(country);
    const next = { ...inputs, ...pick(d) };
    setInputs(next);
    setTexts(textsOf(next, locale));
    setProblems({});
  }

  function setRegion(id: string) {
    const country = findCountry(inputs.country)!;
    const region = findRegion(country, id);
    if (!region) return;
    const next = { ...inputs, region: id, yield: region.yieldKwhPerKwp };
    setInputs(next);
    setTexts((t) => ({ ...t, yield: textsOf(next, locale).yield }));
    setProblems((p) => without(p, 'yield'));
  }

  return {
    inputs,
    texts,
    problems,
    reset,
    result: shown.estimate ?? initial,
    /** The charts' series; null until the worker's first answer. */
    charts: shown.estimate,
    computing,
    hydrated: fromUrl,
    onQuery,
    setNumber,
    update,
    setCountry,
    setRegion,
  };
}

function without(problems: FieldProblems, field: NumberField): FieldProblems {
  const copy = { ...problems };
  delete copy[field];
  return copy;
}

function pick(d: EstimatorInputs): Partial<EstimatorInputs> {
  const { country, region, importPrice, feedInPrice, yield: y, costLow, costHigh } = d;
  return { country, region, importPrice, feedInPrice, yield: y, costLow, costHigh };
}

export type EstimatorState = ReturnType<typeof useEstimator>;
