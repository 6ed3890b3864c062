import { Controller } from 'react-hook-form';
import { HANDWRITING_STYLE_INFO, HANDWRITING_STYLES } from '../../../../shared/handwriting/styles';
import { STATIONERY_LABELS, STATIONERY_TYPES } from '../../../../shared/manual-order';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
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
      <div className="grid content-start gap-2">
        <Label htmlFor="order-style">Handwriting style</Label>
        <Controller
          control={control}
          name="handwritingStyle"
          render={({ field }) => (
            <Select
              id="order-style"
              value={field.value ?? 'professional'}
              onValueChange={field.onChange}
              options={STYLE_OPTIONS}
            />
          )}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="order-stationery">Stationery type</Label>
        <Controller
          control={control}
          name="stationeryType"
          render={({ field }) => (
            <Select
              id="order-stationery"
              value={field.value ?? 'postcard'}
              onValueChange={field.onChange}
              options={STATIONERY_OPTIONS}
            />
          )}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="order-notes">Number of notes</Label>
        <Input
          id="order-notes"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-describedby="order-notes-hint"
          aria-invalid={errors.totalNotes ? true : undefined}
          {...register('totalNotes', {
            // What is typed counts as at least 1 note, 25 when it is not a number; leaving the box shows it.
            setValueAs: noteCountOf,
            onBlur: (e) => setValue('totalNotes', noteCountOf(e.target.value)),
          })}
        />
        <p id="order-notes-hint" className="text-xs text-muted">
          Must equal the valid recipients in the contacts CSV.
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="order-delivery">Delivery date</Label>
        <Input
          id="order-delivery"
          type="date"
          aria-invalid={errors.deliveryDate ? true : undefined}
          {...register('deliveryDate')}
        />
      </div>
    </>
  );
}
