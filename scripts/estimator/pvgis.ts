// `npx tsx scripts/estimator/pvgis.ts`: asks PVGIS 5.2 (EU JRC) for the yearly yield per kWp and
// the monthly shape of every reference city in lib/estimator/data/regions.ts (crystalline
// silicon, optimum angles, 14 % losses) and prints them beside the table's figures, to check or
// refresh it. Needs network access to re.jrc.ec.europa.eu; changes nothing.
import { countries, monthShapes } from '@/lib/estimator/data/regions';

type PvCalc = {
  outputs: {
    totals: { fixed: { E_y: number } };
    monthly: { fixed: { month: number; E_m: number }[] };
  };
};

async function query(latitude: number, longitude: number): Promise<PvCalc> {
  const url =
    'https://re.jrc.ec.europa.eu/api/v5_2/PVcalc?peakpower=1&loss=14&optimalangles=1' +
    `&outputformat=json&lat=${latitude}&lon=${longitude}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`PVGIS ${response.status} for ${latitude},${longitude}`);
  return (await response.json()) as PvCalc;
}

for (const country of countries) {
  for (const region of country.regions) {
    try {
      const result = await query(region.latitude, region.longitude);
      const year = result.outputs.totals.fixed.E_y;
      const shares = result.outputs.monthly.fixed.map((m) => ((m.E_m / year) * 100).toFixed(1));
      console.log(
        `${country.code} ${region.id} (${region.city}): PVGIS ${year.toFixed(0)} kWh/kWp, table ` +
          `${region.yieldKwhPerKwp}; months ${shares.join(' ')} (table ${region.shape}: ` +
          `${monthShapes[region.shape].join(' ')})`,
      );
    } catch (error) {
      console.log(`${country.code} ${region.id}: ${(error as Error).message}`);
    }
  }
}
