import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import {
  type TAdminTestimonial,
  type TTestimonialFields,
  type TTestimonialFieldsInput,
  ZTestimonialFieldsSchema,
} from '../../../../shared/testimonial-schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FileDrop } from '../../../components/ui/file-drop';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
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

export function TestimonialFormDialog(props: TestimonialFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <TestimonialForm key={props.testimonial?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

/** Marks a field invalid and points it at its message (inside the dialog, where screen readers are). */
function invalidProps(id: string, error: FieldError | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? <FieldMessage id={`${id}-error`}>{error.message}</FieldMessage> : null;
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
  } = useForm<TTestimonialFieldsInput, unknown, TTestimonialFields>({
    resolver: zodResolver(ZTestimonialFieldsSchema),
    defaultValues: testimonial ? fieldsOf(testimonial) : EMPTY,
  });
  const removingImage = watch('removeImage') === true;

  const submit = handleSubmit((fields) => {
    const done = { onSuccess: () => onOpenChange(false) };
    if (editing) update.mutate({ id: testimonial.id, input: { fields, image } }, done);
    else create.mutate({ fields, image }, done);
  });

  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Testimonial' : 'Add Testimonial'}</DialogTitle>
        <DialogDescription>Visible testimonials appear on the homepage at once.</DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-5">
        <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Testimonial</legend>
          <div className="grid content-start gap-2 sm:col-span-2">
            <Label htmlFor="t-name" required>
              Name
            </Label>
            <Input required {...invalidProps('t-name', errors.name)} {...register('name')} />
            <ErrorText id="t-name" error={errors.name} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="t-title">Title</Label>
            <Input
              placeholder="Marketing Director"
              {...invalidProps('t-title', errors.title)}
              {...register('title')}
            />
            <ErrorText id="t-title" error={errors.title} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="t-company">Company</Label>
            <Input {...invalidProps('t-company', errors.company)} {...register('company')} />
            <ErrorText id="t-company" error={errors.company} />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="t-message" required>
              Message
            </Label>
            <Textarea required {...invalidProps('t-message', errors.message)} {...register('message')} />
            <ErrorText id="t-message" error={errors.message} />
          </div>
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
              currentNote={
                editing && testimonial.imageUrl && !removingImage ? 'current photo kept' : undefined
              }
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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={null} className="size-4" /> : null}
            {editing ? 'Save Changes' : 'Add Testimonial'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
