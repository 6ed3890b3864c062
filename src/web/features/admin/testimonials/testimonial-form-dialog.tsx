import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  type TAdminTestimonial,
  type TTestimonialFields,
  ZTestimonialFieldsSchema,
} from '../../../../shared/testimonial-schemas';
import { Field } from '../../../components/ui/field';
import { FileDrop } from '../../../components/ui/file-drop';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { SwitchField } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { useContractForm } from '../../../lib/use-contract-form';
import { RatingInput } from './rating-input';
import { fieldsOf, useTestimonialMutations } from './testimonial-mutations';

const EMPTY: TTestimonialFields = {
  name: '',
  title: '',
  company: '',
  message: '',
  rating: 5,
  isVisible: true,
  removeImage: false,
};

export interface TestimonialFormDialogProps {
  /** null: add; a testimonial: edit it. */
  testimonial: TAdminTestimonial | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mounted only while open, so each opening starts from the testimonial as it is (or empty). */
export function TestimonialFormDialog(props: TestimonialFormDialogProps) {
  return props.open ? <TestimonialForm key={props.testimonial?.id ?? 'new'} {...props} /> : null;
}

function TestimonialForm({ testimonial, onOpenChange }: TestimonialFormDialogProps) {
  const editing = testimonial !== null;
  const [image, setImage] = useState<File | null>(null);
  const { create, update } = useTestimonialMutations();
  const busy = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useContractForm(ZTestimonialFieldsSchema, {
    defaultValues: testimonial ? fieldsOf(testimonial) : EMPTY,
  });
  const removingImage = watch('removeImage') === true;

  const submit = handleSubmit((fields) => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (editing) update.mutate({ id: testimonial.id, input: { fields, image } }, done);
    else create.mutate({ fields, image }, done);
  });

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title={editing ? 'Edit Testimonial' : 'Add Testimonial'}
      description="Visible testimonials appear on the homepage at once."
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Add Testimonial'}
      pending={busy}
    >
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Testimonial</legend>
        <Field label="Name" required error={errors.name} className="sm:col-span-2">
          {(ids) => <Input {...ids} {...register('name')} />}
        </Field>
        <Field label="Title" error={errors.title}>
          {(ids) => <Input placeholder="Marketing Director" {...ids} {...register('title')} />}
        </Field>
        <Field label="Company" error={errors.company}>
          {(ids) => <Input {...ids} {...register('company')} />}
        </Field>
        <Field label="Message" required error={errors.message} className="sm:col-span-2">
          {(ids) => <Textarea {...ids} {...register('message')} />}
        </Field>
        <div className="sm:col-span-2">
          {/* The stars offer only 1–5, so the rating has no message of its own. */}
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <RatingInput value={Number(field.value)} onChange={field.onChange} />}
          />
        </div>
        <div className="sm:col-span-2">
          <FileDrop
            size="field"
            label="Photo"
            accept=".png,.jpg,.jpeg,.webp,.svg"
            hint="Optional · PNG, JPG, WebP or SVG · max 5MB"
            currentNote={editing && testimonial.imageUrl && !removingImage ? 'current photo kept' : undefined}
            file={image}
            onSelect={(chosen) => {
              setImage(chosen);
              setValue('removeImage', false);
              return true;
            }}
            onRemove={() => setImage(null)}
          />
        </div>
        {editing && testimonial.imageUrl && !image ? (
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="removeImage"
              render={({ field }) => (
                <SwitchField
                  label="Remove the current photo"
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        ) : null}
        <div className="rounded-xl border border-line bg-sand/40 p-4 sm:col-span-2">
          <Controller
            control={control}
            name="isVisible"
            render={({ field }) => (
              <SwitchField
                label="Show on homepage"
                checked={field.value === true}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </fieldset>
    </FormDialog>
  );
}
