import { format } from '@/components/account/format';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea';
import { MAX_MODULES_PER_TOWER, MAX_TOWERS } from '@/lib/validation/warranty';
import { towerName } from './register-values';
import { SerialScanner } from './serial-scanner.client';
import type { WarrantyMessages } from './types';
import type { RegisterFormState } from './use-register-form';

type Props = { id: string; texts: WarrantyMessages['center']; state: RegisterFormState };

/** The battery towers: one field of module serials each (typed or scanned), added or removed. */
export function TowerFields({ id, texts: t, state }: Props) {
  const { form, towers, sent, errorOf } = state;
  const towersError = errorOf('towers');
  return (
    <>
      {towers.map(({ key, lines: count }, i) => {
        const name = towerName(key);
        return (
          <div key={key}>
            <TextareaField
              id={`${id}-${name}`}
              label={format(t.tower, { n: i + 1 })}
              hint={t.towerHint}
              error={errorOf(`towers.${i}`, sent[i])}
              rows={Math.min(MAX_MODULES_PER_TOWER, Math.max(3, count + 1))}
              spellCheck={false}
              inputClassName="font-mono uppercase"
              {...form.register(name, { onChange: (e) => state.countLines(key, e.target.value) })}
              after={
                <SerialScanner
                  onSerial={(serial) => {
                    const text = `${(form.getValues(name) ?? '').trim()}\n${serial}`.trim();
                    form.setValue(name, text);
                    state.countLines(key, text);
                  }}
                  texts={t}
                />
              }
            />
            {towers.length > 1 ? (
              <Button tone="ghost" size="sm" onClick={() => state.removeTower(key)}>
                {format(t.removeTower, { n: i + 1 })}
              </Button>
            ) : null}
          </div>
        );
      })}
      <FieldError id={`${id}-towers-error`} text={towersError} />
      {towers.length < MAX_TOWERS ? (
        <Button tone="outline" onClick={state.addTower}>
          {t.addTower}
        </Button>
      ) : null}
    </>
  );
}
