import type { Messages } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { flagshipFigureArgs } from '../format-figures';
import { FlagshipLayout } from './flagship-layout';

type Products = Messages['Products'];

// requirements: Limits — battery box: 4.99–29.94 kWh, over 10000 cycles, 1C, 15-minute stack
// install, 75% install time saved, 100% power at −20 °C. Texts in messages/products, never in
// the database.
export async function BatteryBoxBody() {
  const locale = await getLocale();
  const t = await getTranslations('Products');
  const a = flagshipFigureArgs(locale, t('figures.to'));
  const cycles = t('battery.cyclesValue', { cycles: a.cycles });
  const minutes = t('battery.minutesValue', { minutes: a.stackMinutes });
  const cold = t('battery.coldValue', { power: a.coldPower, temperature: a.coldTemperature });
  const s = (key: keyof Products['battery']['specs']) => t(`battery.specs.${key}`);
  const benefit = (
    key: keyof Products['battery']['benefits'],
    values?: Record<string, string>,
  ) => ({
    title: t(`battery.benefits.${key}.title`),
    text: t(`battery.benefits.${key}.text`, values),
  });
  return (
    <FlagshipLayout
      pageKey="batteryBox"
      sku="high-voltage-lfp-battery-box"
      category="battery"
      image="/images/products/flagship-battery-box.svg"
      imageAlt={t('battery.imageAlt')}
      highlights={[
        { label: t('battery.highlights.capacity'), value: a.batteryCapacity },
        { label: t('battery.highlights.cycles'), value: cycles },
        { label: t('battery.highlights.install'), value: minutes },
        { label: t('battery.highlights.cold'), value: cold },
      ]}
      benefitsHeading={t('battery.benefitsHeading')}
      benefits={[
        benefit('stack', { minutes: a.stackMinutes, saved: a.installSaved }),
        benefit('life', { cycles: a.cycles, rate: a.cRate }),
        benefit('cold', { power: a.coldPower, temperature: a.coldTemperature }),
        benefit('scale', { capacity: a.batteryCapacity }),
      ]}
      specs={[
        {
          title: s('performanceTitle'),
          rows: [
            { label: s('capacity'), value: a.batteryCapacity },
            { label: s('cycles'), value: cycles },
            { label: s('rate'), value: a.cRate },
            {
              label: t('battery.specs.cold', { temperature: a.coldTemperature }),
              value: a.coldPower,
            },
          ],
        },
        {
          title: s('installationTitle'),
          rows: [
            { label: s('stack'), value: minutes },
            { label: s('saved'), value: a.installSaved },
          ],
        },
      ]}
    />
  );
}
