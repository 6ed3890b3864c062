import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { TColorVariant, TDesignTemplate } from '../../../../shared/catalog';
import { type TColorVariantInput, ZColorVariantInputSchema } from '../../../../shared/template-schemas';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useContractForm } from '../../../lib/use-contract-form';
import { NewVariantFields, type NewVariantValues } from './new-variant-fields';
import { firstMessage, toastProblem } from './template-form-problems';
import { useTemplateMutations } from './template-mutations';
import { useInstantUpload } from './use-instant-upload';
import { VariantList } from './variant-list';

const EMPTY_VARIANT: NewVariantValues = {
  name: '',
  color: '#1f2a5a',
  preview: '',
  downloadUrl: '',
  backPreview: '',
};

export function VariantsDialog({
  template,
  onOpenChange,
}: {
  template: TDesignTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  return template ? (
    <VariantsEditor key={template.id} template={template} onOpenChange={onOpenChange} />
  ) : null;
}

/** A template's colour variants, saved at each change, and the form that adds one. */
function VariantsEditor({
  template,
  onOpenChange,
}: {
  template: TDesignTemplate;
  onOpenChange: (open: boolean) => void;
}) {
  const { saveVariants } = useTemplateMutations();
  const [variants, setVariants] = useState<TColorVariant[]>(template.colorVariants);
  const [formKey, setFormKey] = useState(0);
  const form = useContractForm(ZColorVariantInputSchema, {
    defaultValues: EMPTY_VARIANT,
    // The one rule the shared schema cannot know: names are unique within the template.
    check: (v, ctx) => {
      if (variants.some((x) => x.name.toLowerCase() === v.name.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: `A variant named ${v.name} already exists.`,
        });
      }
    },
  });
  const uploads = {
    preview: useInstantUpload('preview', (url) => form.setValue('preview', url)),
    download: useInstantUpload('download', (url) => form.setValue('downloadUrl', url)),
    back: useInstantUpload('preview', (url) => form.setValue('backPreview', url)),
  };
  const uploading = uploads.preview.busy || uploads.download.busy || uploads.back.busy;
  const busy = saveVariants.isPending || uploading;

  const save = (next: TColorVariant[], onDone?: () => void) =>
    saveVariants.mutate(
      { id: template.id, colorVariants: next },
      {
        onSuccess: (saved) => {
          setVariants(saved.colorVariants);
          onDone?.();
        },
      },
    );

  const add = (v: TColorVariantInput) => {
    const variant: TColorVariant = {
      name: v.name,
      color: v.color.toLowerCase(),
      preview: v.preview,
      // No download file: the server offers the preview.
      downloadUrl: v.downloadUrl ?? '',
      // No back of its own: the template's back serves it.
      backPreview: v.backPreview || null,
    };
    save([...variants, variant], () => {
      form.reset(EMPTY_VARIANT);
      for (const upload of Object.values(uploads)) upload.reset();
      // A new key empties the file inputs too.
      setFormKey((k) => k + 1);
    });
  };

  const onInvalid = (invalid: FieldErrors<NewVariantValues>) => toastProblem(firstMessage(invalid));

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={`Color variants — ${template.name}`}
      description="Customers pick one of these colourways in the library and the builder."
      beforeForm={<VariantList variants={variants} busy={busy} onSave={save} />}
      onSubmit={form.handleSubmit(add, onInvalid)}
      submitLabel={
        <>
          <Plus aria-hidden="true" />
          Add Variant
        </>
      }
      pending={saveVariants.isPending}
      canSubmit={!uploading}
      error={firstMessage(form.formState.errors)}
      cancelLabel="Close"
    >
      <NewVariantFields key={formKey} form={form} uploads={uploads} disabled={saveVariants.isPending} />
    </FormDialog>
  );
}
