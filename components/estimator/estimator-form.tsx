import { useEstimatorTexts } from './texts.client';
import { useLocale } from '@/lib/i18n/client-navigation';
import { countries, findCountry } from '@/lib/estimator/data/regions';
import { EV_KWH, HEAT_PUMP_KWH, householdKwh, plannedPvKwp } from '@/lib/estimator/household';
import { CheckboxField } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { SelectField } from '@/components/ui/select';
import { Fieldset, NumberInput } from './fields';
import type { EstimatorState } from './use-estimator';

/** requirements: Estimator — the inputs, grouped; every assumption is a field of its own. */
export function EstimatorForm({ state }: { state: EstimatorState }) {
  const t = useEstimatorTexts('Estimator.form');
  const regions = useEstimatorTexts('Estimator.regions');
  const locale = useLocale();
  const { inputs } = state;
  const country = findCountry(inputs.country)!;
  const region = country.regions.find((r) => r.id === inputs.region) ?? country.regions[0]!;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const currency = country.currency;
  const place =
    country.regions.length > 1
      ? `${names.of(country.code)}, ${regions(`${country.code}.${region.id}`)}`
      : (names.of(country.code) ?? country.code);
  const consumption =
    householdKwh(inputs) + (inputs.heatPump ? HEAT_PUMP_KWH : 0) + (inputs.ev ? EV_KWH : 0);
  const sorted = [...countries].sort((a, b) =>
    (names.of(a.code) ?? a.code).localeCompare(names.of(b.code) ?? b.code, locale),
  );

  return (
    <form
      aria-label={t('label')}
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-6"
      noValidate
    >
      <Fieldset legend={t('location')}>
        <SelectField
          id="est-country"
          label={t('country')}
          value={inputs.country}
          onChange={(e) => state.setCountry(e.target.value)}
          options={sorted.map((c) => ({ value: c.code, label: names.of(c.code) ?? c.code }))}
        />
        {country.regions.length > 1 ? (
          <SelectField
            id="est-region"
            label={t('region')}
            value={inputs.region}
            onChange={(e) => state.setRegion(e.target.value)}
            options={country.regions.map((r) => ({
              value: r.id,
              label: regions(`${country.code}.${r.id}`),
            }))}
          />
        ) : null}
      </Fieldset>

      <Fieldset legend={t('consumption')}>
        <RadioGroup
          name="consumption-mode"
          label={t('consumptionMode')}
          value={inputs.kwh === null ? 'preset' : 'kwh'}
          options={[
            { value: 'preset', label: t('modePreset') },
            { value: 'kwh', label: t('modeKwh') },
          ]}
          onChange={({ target: { value: mode } }) => {
            if (mode === 'kwh') state.setNumber('kwh', String(householdKwh(inputs)));
            else state.update({ kwh: null });
          }}
        />
        {inputs.kwh === null && !state.problems.kwh ? (
          <SelectField
            id="est-persons"
            label={t('persons')}
            value={inputs.persons}
            onChange={(e) => state.update({ persons: Number(e.target.value) })}
            options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: String(n) }))}
          />
        ) : (
          <NumberInput state={state} field="kwh" label={t('kwh')} hint={t('kwhHint')} />
        )}
        <CheckboxField
          id="est-heat-pump"
          label={t('heatPump', { kwh: HEAT_PUMP_KWH })}
          checked={inputs.heatPump}
          onChange={(e) => state.update({ heatPump: e.target.checked })}
        />
        <CheckboxField
          id="est-ev"
          label={t('ev', { kwh: EV_KWH })}
          checked={inputs.ev}
          onChange={(e) => state.update({ ev: e.target.checked })}
        />
      </Fieldset>

      <Fieldset legend={t('pvHeading')}>
        <RadioGroup
          name="pv-mode"
          label={t('pvMode')}
          value={inputs.pv === null ? 'none' : 'have'}
          options={[
            { value: 'have', label: t('pvHave') },
            { value: 'none', label: t('pvNone') },
          ]}
          onChange={({ target: { value: mode } }) => {
            if (mode === 'have') state.setNumber('pv', String(plannedPvKwp(consumption)));
            else state.update({ pv: null });
          }}
        />
        {inputs.pv === null && !state.problems.pv ? (
          <p className="text-sm text-slate-700">
            {t('pvNoneHint', { kwp: plannedPvKwp(consumption) })}
          </p>
        ) : (
          <NumberInput state={state} field="pv" label={t('pv')} />
        )}
      </Fieldset>

      <Fieldset legend={t('prices')}>
        <NumberInput state={state} field="importPrice" label={t('importPrice', { currency })} />
        <NumberInput state={state} field="feedInPrice" label={t('feedInPrice', { currency })} />
      </Fieldset>

      <Fieldset legend={t('backup')}>
        <RadioGroup
          name="phases"
          label={t('phases')}
          value={String(inputs.phases)}
          options={[
            { value: '3', label: t('threePhase') },
            { value: '1', label: t('onePhase') },
          ]}
          onChange={(e) => state.update({ phases: e.target.value === '1' ? 1 : 3 })}
        />
        <NumberInput state={state} field="backupKw" label={t('backupKw')} />
        <NumberInput state={state} field="backupHours" label={t('backupHours')} />
      </Fieldset>

      <details className="rounded-lg border border-slate-200 bg-white p-5" open>
        <summary className="cursor-pointer text-base font-semibold text-brand-900">
          {t('assumptions')}
        </summary>
        <div className="mt-4 grid gap-4">
          <NumberInput state={state} field="efficiency" label={t('efficiency')} />
          <NumberInput state={state} field="usable" label={t('usable')} />
          <NumberInput state={state} field="standby" label={t('standby')} />
          <NumberInput
            state={state}
            field="yield"
            label={t('yield')}
            hint={t('yieldHint', { place })}
          />
          <NumberInput state={state} field="escalation" label={t('escalation')} />
          <NumberInput state={state} field="costLow" label={t('costLow', { currency })} />
          <NumberInput state={state} field="costHigh" label={t('costHigh', { currency })} />
        </div>
      </details>
    </form>
  );
}
