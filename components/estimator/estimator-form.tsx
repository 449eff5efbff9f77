import { useEstimatorTexts } from './texts.client';
import { useLocale } from '@/lib/i18n/client-navigation';
import { countries, findCountry } from '@/lib/estimator/data/regions';
import { EV_KWH, HEAT_PUMP_KWH, householdKwh, plannedPvKwp } from '@/lib/estimator/household';
import { Checkbox, Choices, control, Fieldset, labelClass, NumberInput } from './fields';
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
        <div>
          <label htmlFor="est-country" className={labelClass}>
            {t('country')}
          </label>
          <select
            id="est-country"
            value={inputs.country}
            onChange={(e) => state.setCountry(e.target.value)}
            className={control}
          >
            {sorted.map((c) => (
              <option key={c.code} value={c.code}>
                {names.of(c.code)}
              </option>
            ))}
          </select>
        </div>
        {country.regions.length > 1 ? (
          <div>
            <label htmlFor="est-region" className={labelClass}>
              {t('region')}
            </label>
            <select
              id="est-region"
              value={inputs.region}
              onChange={(e) => state.setRegion(e.target.value)}
              className={control}
            >
              {country.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {regions(`${country.code}.${r.id}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </Fieldset>

      <Fieldset legend={t('consumption')}>
        <Choices
          name="consumption-mode"
          legend={t('consumptionMode')}
          value={inputs.kwh === null ? 'preset' : 'kwh'}
          choices={[
            { value: 'preset', label: t('modePreset') },
            { value: 'kwh', label: t('modeKwh') },
          ]}
          onChange={(mode) => {
            if (mode === 'kwh') state.setNumber('kwh', String(householdKwh(inputs)));
            else state.update({ kwh: null });
          }}
        />
        {inputs.kwh === null && !state.problems.kwh ? (
          <div>
            <label htmlFor="est-persons" className={labelClass}>
              {t('persons')}
            </label>
            <select
              id="est-persons"
              value={inputs.persons}
              onChange={(e) => state.update({ persons: Number(e.target.value) })}
              className={control}
            >
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <NumberInput state={state} field="kwh" label={t('kwh')} hint={t('kwhHint')} />
        )}
        <Checkbox
          id="est-heat-pump"
          label={t('heatPump', { kwh: HEAT_PUMP_KWH })}
          checked={inputs.heatPump}
          onChange={(heatPump) => state.update({ heatPump })}
        />
        <Checkbox
          id="est-ev"
          label={t('ev', { kwh: EV_KWH })}
          checked={inputs.ev}
          onChange={(ev) => state.update({ ev })}
        />
      </Fieldset>

      <Fieldset legend={t('pvHeading')}>
        <Choices
          name="pv-mode"
          legend={t('pvMode')}
          value={inputs.pv === null ? 'none' : 'have'}
          choices={[
            { value: 'have', label: t('pvHave') },
            { value: 'none', label: t('pvNone') },
          ]}
          onChange={(mode) => {
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
        <Choices
          name="phases"
          legend={t('phases')}
          value={String(inputs.phases)}
          choices={[
            { value: '3', label: t('threePhase') },
            { value: '1', label: t('onePhase') },
          ]}
          onChange={(v) => state.update({ phases: v === '1' ? 1 : 3 })}
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
