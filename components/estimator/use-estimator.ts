'use client';

import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
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
import { estimate } from '@/lib/estimator/model';

export type FieldTexts = Record<NumberField, string>;
export type FieldProblems = Partial<Record<NumberField, NumberProblem>>;

const numberFields = Object.keys(ranges) as NumberField[];

/** The field texts of the inputs, with the language's decimal sign (parseNumber takes both). */
function textsOf(inputs: EstimatorInputs, locale: string): FieldTexts {
  const comma = new Intl.NumberFormat(locale).format(0.5).includes(',');
  const texts = {} as FieldTexts;
  for (const field of numberFields) {
    const value = inputs[field];
    const text = value === null ? '' : String(value);
    texts[field] = comma ? text.replace('.', ',') : text;
  }
  return texts;
}

/**
 * The estimator's state: valid inputs (what the model runs on), the text of every number field
 * as typed, and its problem if any. The server renders the language's defaults (the page is
 * cached, issue 11); the browser then reads the URL, and writes every valid change back to it.
 */
export function useEstimator(locale: string) {
  const [inputs, setInputs] = useState(() => defaultsForLocale(locale));
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

  const deferred = useDeferredValue(inputs);
  const result = useMemo(() => estimate(deferred), [deferred]);
  // The estimate shown may still be the one for the inputs before the last keystroke.
  const computing = deferred !== inputs;

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
    result,
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
