import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SwitchField } from '../../../components/ui/switch';
import { useContractForm } from '../../../lib/use-contract-form';
import { BackLayoutFields } from './back-layout-fields';
import { TemplateDetailsFields } from './template-details-fields';
import { firstProblem, toastProblem } from './template-form-problems';
import { type TTemplateFormInput, templateFormDefaults, templateFormSchema } from './template-form-schema';
import { useTemplateSubmit } from './template-submit';
import { ZoneFields } from './zone-fields';

const FLAGS = [
  ['featured', 'Featured', 'Shown first and under the Featured filter.'],
  ['twoSided', 'Two-sided', 'The card has a designed back (upload its back preview).'],
  ['logoEnabled', 'Logo', 'Customers may add their logo.'],
  ['websiteEnabled', 'Website', 'Contact field: website.'],
  ['emailEnabled', 'Email', 'Contact field: e-mail.'],
  ['phoneEnabled', 'Phone', 'Contact field: phone.'],
  ['addressEnabled', 'Address', 'Contact field: address.'],
  ['socialMediaEnabled', 'Social media', 'Contact field: social profile.'],
] as const;

export interface TemplateFormDialogProps {
  /** null: add a template; a template: edit it. */
  template: TDesignTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TemplateFormDialog(props: TemplateFormDialogProps) {
  // Keyed so every opening starts from the template's current values.
  return props.open ? <TemplateForm key={props.template?.id ?? 'new'} {...props} /> : null;
}

function TemplateForm({ template, onOpenChange }: TemplateFormDialogProps) {
  const editing = template !== null;
  const schema = useMemo(() => templateFormSchema(template), [template]);
  const form = useContractForm(schema, { defaultValues: templateFormDefaults(template) });
  const { control, handleSubmit, watch } = form;
  const { errors } = form.formState;
  const { busy, onValid } = useTemplateSubmit(template, () => onOpenChange(false));
  const clearBack = watch('clearBack');
  const previewFile = watch('preview');
  const backPreviewFile = watch('backPreview');
  const zoneArtwork = {
    front: previewFile ?? template?.preview ?? null,
    back: backPreviewFile ?? (clearBack ? null : (template?.backPreview ?? null)),
  };

  const onInvalid = (invalid: FieldErrors<TTemplateFormInput>) => toastProblem(firstProblem(invalid));

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={editing ? `Edit ${template.name}` : 'Add Design Template'}
      description={
        editing
          ? 'Changes show in the design library and the campaign builder at once.'
          : 'Name and preview image are required. Without a download file, the preview is offered for download.'
      }
      onSubmit={handleSubmit(onValid, onInvalid)}
      submitLabel={editing ? 'Save Changes' : 'Add Template'}
      pendingLabel={editing ? 'Saving...' : 'Adding...'}
      pending={busy}
      error={firstProblem(errors)}
    >
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
        <legend className="sr-only">Template details</legend>
        <TemplateDetailsFields form={form} template={template} />
      </fieldset>
      <fieldset
        disabled={busy}
        className="grid gap-4 rounded-xl border border-line bg-sand/40 p-4 sm:grid-cols-2"
      >
        <legend className="px-1 text-sm font-semibold text-ink-950">Options</legend>
        {FLAGS.map(([key, label, hint]) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <SwitchField
                label={label}
                description={hint}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </fieldset>
      <fieldset disabled={busy} className="grid min-w-0 gap-3">
        <legend className="text-sm font-semibold text-ink-950">Detail zones</legend>
        <p className="text-xs text-muted">
          Where the customer’s logo and contact details print, in the artwork’s 700 × 500 units (x from the
          left edge, y from the top). A side without zones prints no details.
        </p>
        <Controller
          control={control}
          name="zones"
          render={({ field }) => (
            <ZoneFields
              value={field.value ?? null}
              onChange={field.onChange}
              artwork={zoneArtwork}
              invalid={errors.zones ? true : undefined}
            />
          )}
        />
      </fieldset>
      <fieldset disabled={busy} className="grid min-w-0 gap-3">
        <legend className="text-sm font-semibold text-ink-950">Back layout</legend>
        <p className="text-xs text-muted">
          What the back prints and where the pen writes, in mm on the 177.8 × 127 mm back (x from the left
          edge, y from the top). Proofs, print files and the robots' G-code all place the writing here.
        </p>
        <Controller
          control={control}
          name="backLayout"
          render={({ field }) => (
            <BackLayoutFields
              value={field.value ?? null}
              onChange={field.onChange}
              artwork={zoneArtwork.back}
              invalid={errors.backLayout ? true : undefined}
            />
          )}
        />
      </fieldset>
    </FormDialog>
  );
}
