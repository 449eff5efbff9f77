// The marketing figures (requirements: Limits): the one numeric source for the flagship pages.
// Wording lives in messages/products; numbers are formatted per language by format-figures.ts.
export const hybridFigures = {
  powerKw: [5, 13],
  capacityKwh: [9.98, 29.94],
  pvOverConfiguration: 2,
  parallelUnits: 5,
  parallelCapacityKwh: 149.76,
  mpptStringCurrentA: [16, 26],
  unbalancedOutputPercent: 110,
} as const;

export const batteryFigures = {
  capacityKwh: [4.99, 29.94],
  cycles: 10000,
  cRate: 1,
  stackInstallMinutes: 15,
  installTimeSavedPercent: 75,
  coldPowerPercent: 100,
  coldTemperatureC: -20,
} as const;

export const conversionFigures = {
  pcsModelsKw: [60, 62.5],
  parallelUnits: 10,
  efficiencyPercent: 99,
} as const;

export const safetyFigures = {
  fireSuppressionSeconds: 15,
  noiseDb: 25,
  temperatureC: [-20, 55],
  ipRatings: ['IP55', 'IP65', 'IP66'],
  switchoverMs: 10,
} as const;
