import { describe, expect, it } from 'vitest';
import { inputsFromParams, inputsToParams, parseNumber } from '@/lib/estimator/inputs';

describe('typed numbers', () => {
  it('takes plain numbers and a decimal comma', () => {
    expect(parseNumber('5000', 'kwh')).toEqual({ value: 5000 });
    expect(parseNumber(' 0,40 ', 'importPrice')).toEqual({ value: 0.4 });
    expect(parseNumber('0.085', 'feedInPrice')).toEqual({ value: 0.085 });
  });

  it('refuses units, thousands separators, NaN and text', () => {
    for (const text of ['5000 kWh', '5.000,5', '1e4', 'NaN', 'Infinity', '', 'abc', '10kWp']) {
      expect(parseNumber(text, 'kwh')).toEqual({ problem: 'notNumber' });
    }
  });

  it('refuses negative, zero and huge values with the side they miss', () => {
    expect(parseNumber('-5', 'kwh')).toEqual({ problem: 'tooSmall' });
    expect(parseNumber('0', 'pv')).toEqual({ problem: 'tooSmall' });
    expect(parseNumber('99999999', 'kwh')).toEqual({ problem: 'tooLarge' });
  });
});

describe('inputs in the URL', () => {
  it('round-trips every changed input, and leaves defaults out', () => {
    const { inputs } = inputsFromParams(new URLSearchParams(''), 'de-DE');
    expect(inputsToParams(inputs, 'de-DE').toString()).toBe('');
    const changed = {
      ...inputs,
      country: 'IT',
      region: 'south',
      kwh: 6200,
      pv: null,
      heatPump: true,
      phases: 1 as const,
    };
    const params = inputsToParams(changed, 'de-DE');
    const back = inputsFromParams(params, 'de-DE');
    expect(back.reset).toEqual([]);
    expect(back.inputs).toMatchObject({
      country: 'IT',
      region: 'south',
      kwh: 6200,
      pv: null,
      heatPump: true,
      phases: 1,
    });
  });

  it('starts each language with its own country and prices', () => {
    expect(inputsFromParams(new URLSearchParams(''), 'zh-CN').inputs).toMatchObject({
      country: 'CN',
      importPrice: 0.55,
    });
    expect(inputsFromParams(new URLSearchParams(''), 'en-AU').inputs.country).toBe('AU');
  });

  it('resets and names every invalid value of a tampered link', () => {
    const params = new URLSearchParams('c=XX&kwh=-3&pv=abc&ip=NaN&eff=500&ph=2&hp=yes&y=1e9');
    const { inputs, reset } = inputsFromParams(params, 'en-US');
    expect(reset.sort()).toEqual(['c', 'eff', 'hp', 'ip', 'kwh', 'ph', 'pv', 'y'].sort());
    expect(inputs).toMatchObject({
      country: 'DE',
      kwh: null,
      pv: 8,
      efficiency: 95,
      phases: 3,
      heatPump: false,
    });
  });

  it('keeps a larger battery the visitor chose, and resets a count one unit cannot take', () => {
    const { inputs } = inputsFromParams(new URLSearchParams(''), 'de-DE');
    expect(inputs.modules).toBeNull();
    const params = inputsToParams({ ...inputs, modules: 4 }, 'de-DE');
    expect(params.toString()).toBe('m=4');
    expect(inputsFromParams(params, 'de-DE')).toEqual({
      inputs: { ...inputs, modules: 4 },
      reset: [],
    });
    for (const bad of ['1', '7', '3.5', 'x', '', '04']) {
      const parsed = inputsFromParams(new URLSearchParams({ m: bad }), 'de-DE');
      expect(parsed.inputs.modules, bad).toBeNull();
      expect(parsed.reset, bad).toEqual(['m']);
    }
  });

  it('resets a region that is not in the country', () => {
    const { inputs, reset } = inputsFromParams(new URLSearchParams('c=AU&r=bavaria'), 'en-US');
    expect(reset).toEqual(['r']);
    expect(inputs.region).toBe('nsw');
  });
});
