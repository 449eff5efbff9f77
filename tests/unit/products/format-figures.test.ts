import { describe, expect, it } from 'vitest';
import { figureFormat, flagshipFigureArgs } from '@/components/products/format-figures';

// Figures carry no-break spaces so a unit never wraps away from its number; compare with spaces.
const plain = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v.replace(/[\u00a0\u202f]/g, ' ')]),
  );

describe('flagshipFigureArgs (the flagship figures per language)', () => {
  it('writes every figure in English format', () => {
    expect(plain(flagshipFigureArgs('en-US', 'to'))).toEqual({
      hybridPower: '5–13 kW',
      hybridCapacity: '9.98–29.94 kWh',
      pvRatio: '2',
      hybridUnits: '5',
      hybridTotal: '149.76 kWh',
      mppt: '16/26 A',
      unbalanced: '110%',
      batteryCapacity: '4.99–29.94 kWh',
      cycles: '10,000',
      cRate: '1C',
      stackMinutes: '15',
      installSaved: '75%',
      coldPower: '100%',
      coldTemperature: '−20 °C',
      pcsModels: '60 kW and 62.5 kW',
      pcsUnits: '10',
      efficiency: '99%',
      fireSeconds: '15 s',
      noise: '25 dB',
      temperatureRange: '−20 to 55 °C',
      ipRatings: 'IP55/IP65/IP66',
      switchover: '10 ms',
    });
  });

  it('uses decimal commas, dot thousands and spaced percent in German', () => {
    const de = plain(flagshipFigureArgs('de-DE', 'bis'));
    expect(de).toMatchObject({
      hybridCapacity: '9,98–29,94 kWh',
      hybridTotal: '149,76 kWh',
      batteryCapacity: '4,99–29,94 kWh',
      cycles: '10.000',
      unbalanced: '110 %',
      pcsModels: '60 kW und 62,5 kW',
      efficiency: '99 %',
      temperatureRange: '−20 bis 55 °C',
    });
  });

  it('uses space thousands in French and comma decimals in Italian and Dutch', () => {
    expect(plain(flagshipFigureArgs('fr-FR', 'à')).cycles).toBe('10 000');
    expect(plain(flagshipFigureArgs('it-IT', 'a')).hybridTotal).toBe('149,76 kWh');
    expect(plain(flagshipFigureArgs('nl-NL', 'tot')).pcsModels).toBe('60 kW en 62,5 kW');
    expect(plain(flagshipFigureArgs('zh-CN', '至')).hybridCapacity).toBe('9.98–29.94 kWh');
  });

  it('keeps each unit on the line of its number', () => {
    expect(flagshipFigureArgs('en-US', 'to').hybridTotal).toBe('149.76\u00a0kWh');
  });
});

describe('figureFormat', () => {
  it('writes negative figures with a true minus sign', () => {
    expect(figureFormat('en-US').num(-20)).toBe('\u221220');
    expect(figureFormat('de-DE').num(-2.5)).toBe('\u22122,5');
  });
});
