import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/ui/switch';
import { useOrderForm } from './order-form';

/** The override: a total agreed with the customer instead of the table price (customTotal null = off). */
export function CustomPriceField() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useOrderForm();
  const customTotal = useWatch({ control, name: 'customTotal' });
  const on = customTotal !== null && customTotal !== undefined;
  return (
    <div className="grid gap-3 rounded-xl border border-line bg-sand/40 p-4 sm:col-span-2">
      <SwitchField
        label="Custom price override"
        description="Replace the table price with a total agreed with the customer."
        checked={on}
        onCheckedChange={(checked) => setValue('customTotal', checked ? '' : null)}
      />
      {on ? (
        <Field id="order-custom-price" label="Custom total (USD)" required className="sm:max-w-60">
          {(control) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-muted"
              >
                $
              </span>
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                className="pl-7"
                placeholder="0.00"
                aria-invalid={errors.customTotal ? true : undefined}
                {...register('customTotal')}
              />
            </div>
          )}
        </Field>
      ) : null}
    </div>
  );
}
