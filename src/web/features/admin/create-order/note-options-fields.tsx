import { Controller } from 'react-hook-form';
import { HANDWRITING_STYLE_INFO, HANDWRITING_STYLES } from '../../../../shared/handwriting/styles';
import { STATIONERY_LABELS, STATIONERY_TYPES } from '../../../../shared/manual-order';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { noteCountOf, useOrderForm } from './order-form';

const STYLE_OPTIONS = HANDWRITING_STYLES.map((id) => ({ value: id, label: HANDWRITING_STYLE_INFO[id].name }));
const STATIONERY_OPTIONS = STATIONERY_TYPES.map((id) => ({ value: id, label: STATIONERY_LABELS[id] }));

/** Handwriting, stationery, how many notes and when they arrive. */
export function NoteOptionsFields() {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useOrderForm();
  return (
    <>
      <Field id="order-style" label="Handwriting style">
        {(select) => (
          <Controller
            control={control}
            name="handwritingStyle"
            render={({ field }) => (
              <Select
                {...select}
                value={field.value ?? 'professional'}
                onValueChange={field.onChange}
                options={STYLE_OPTIONS}
              />
            )}
          />
        )}
      </Field>
      <Field id="order-stationery" label="Stationery type">
        {(select) => (
          <Controller
            control={control}
            name="stationeryType"
            render={({ field }) => (
              <Select
                {...select}
                value={field.value ?? 'postcard'}
                onValueChange={field.onChange}
                options={STATIONERY_OPTIONS}
              />
            )}
          />
        )}
      </Field>
      <Field
        id="order-notes"
        label="Number of notes"
        description="Must equal the valid recipients in the contacts CSV."
      >
        {(input) => (
          <Input
            {...input}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            aria-invalid={errors.totalNotes ? true : undefined}
            {...register('totalNotes', {
              // What is typed counts as at least 1 note, 25 when it is not a number; leaving the box shows it.
              setValueAs: noteCountOf,
              onBlur: (e) => setValue('totalNotes', noteCountOf(e.target.value)),
            })}
          />
        )}
      </Field>
      <Field id="order-delivery" label="Delivery date">
        {(input) => (
          <Input
            {...input}
            type="date"
            aria-invalid={errors.deliveryDate ? true : undefined}
            {...register('deliveryDate')}
          />
        )}
      </Field>
    </>
  );
}
