import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TColorVariant, TDesignTemplate } from '../../../../shared/catalog';
import { type TColorVariantInput, ZColorVariantInputSchema } from '../../../../shared/template-schemas';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FileDrop } from '../../../components/ui/file-drop';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { TemplateImage } from '../../catalog/template-image';
import { FormProblem } from '../ui/form-problem';
import { useTemplateMutations } from './template-mutations';
import { DOWNLOAD_ACCEPT, PREVIEW_ACCEPT } from './upload-catalog-file';
import { useInstantUpload } from './use-instant-upload';
import { VariantBackButton } from './variant-back-button';

/** Only for the colour picker, which shows black while the typed value is not a colour yet. */
const HEX = /^#[0-9a-fA-F]{6}$/;

type VariantFormInput = z.input<typeof ZColorVariantInputSchema>;
const EMPTY_VARIANT: VariantFormInput = {
  name: '',
  color: '#1f2a5a',
  preview: '',
  downloadUrl: '',
  backPreview: '',
};

function firstProblem(errors: FieldErrors<VariantFormInput>): string | null {
  return Object.values(errors).find((e) => e?.message)?.message ?? null;
}

export function VariantsDialog({
  template,
  onOpenChange,
}: {
  template: TDesignTemplate | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      {template ? <VariantsEditor key={template.id} template={template} /> : null}
    </Dialog>
  );
}

function VariantsEditor({ template }: { template: TDesignTemplate }) {
  const { saveVariants } = useTemplateMutations();
  const [variants, setVariants] = useState<TColorVariant[]>(template.colorVariants);
  const [formKey, setFormKey] = useState(0);
  // The shared variant schema, plus the one rule it cannot know: names are unique within the template.
  const schema = useMemo(
    () =>
      ZColorVariantInputSchema.superRefine((v, ctx) => {
        if (variants.some((x) => x.name.toLowerCase() === v.name.toLowerCase())) {
          ctx.addIssue({
            code: 'custom',
            path: ['name'],
            message: `A variant named ${v.name} already exists.`,
          });
        }
      }),
    [variants],
  );
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<VariantFormInput, unknown, TColorVariantInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_VARIANT,
  });
  const preview = useInstantUpload('preview', (url) => setValue('preview', url));
  const download = useInstantUpload('download', (url) => setValue('downloadUrl', url));
  const back = useInstantUpload('preview', (url) => setValue('backPreview', url));
  const busy = saveVariants.isPending || preview.busy || download.busy || back.busy;
  const color = watch('color');
  const problem = firstProblem(errors);

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
      reset(EMPTY_VARIANT);
      preview.reset();
      download.reset();
      back.reset();
      setFormKey((k) => k + 1);
    });
  };

  const onInvalid = (invalid: FieldErrors<VariantFormInput>) =>
    toast({ variant: 'destructive', title: 'Error', description: firstProblem(invalid) ?? undefined });

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>Color variants — {template.name}</DialogTitle>
        <DialogDescription>
          Customers pick one of these colourways in the library and the builder.
        </DialogDescription>
      </DialogHeader>

      {variants.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong p-5 text-center text-sm text-muted">
          No color variants yet. Add the first one below.
        </p>
      ) : (
        <ul aria-label="Color variants" className="grid gap-2">
          {variants.map((v) => (
            <li
              key={v.name}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-2.5"
            >
              <div className="flex shrink-0 gap-1.5">
                <div className="h-12 w-16 overflow-hidden rounded-md border border-line bg-sand">
                  {v.preview ? <TemplateImage src={v.preview} alt="" /> : null}
                </div>
                {v.backPreview ? (
                  <div className="h-12 w-16 overflow-hidden rounded-md border border-line bg-sand">
                    <TemplateImage src={v.backPreview} alt="" />
                  </div>
                ) : null}
              </div>
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full ring-1 ring-black/10"
                style={{ backgroundColor: v.color }}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-ink-950">{v.name}</p>
                <p className="text-xs text-muted">
                  <span className="uppercase">{v.color}</span> ·{' '}
                  {v.backPreview ? 'its own printed back' : "the template's back"}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                <VariantBackButton
                  variant={v}
                  disabled={busy}
                  onUploaded={(url) => save(variants.map((x) => (x === v ? { ...x, backPreview: url } : x)))}
                />
                {v.backPreview ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={`Remove the back of ${v.name}`}
                    onClick={() => save(variants.map((x) => (x === v ? { ...x, backPreview: null } : x)))}
                  >
                    Remove back
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove variant ${v.name}`}
                  disabled={busy}
                  onClick={() => save(variants.filter((x) => x !== v))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <form
        key={formKey}
        onSubmit={handleSubmit(add, onInvalid)}
        noValidate
        className="grid gap-4 rounded-xl border border-line bg-sand/40 p-4"
      >
        <h3 className="text-sm font-semibold text-ink-950">Add a variant</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Label htmlFor="variant-name" required>
              Variant name
            </Label>
            <Input
              id="variant-name"
              placeholder="Ocean Blue"
              aria-invalid={errors.name ? true : undefined}
              {...register('name')}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="variant-hex" required>
              Color (hex)
            </Label>
            <div className="flex gap-2">
              <input
                type="color"
                aria-label="Pick a color"
                value={HEX.test(color) ? color : '#000000'}
                onChange={(e) => setValue('color', e.target.value)}
                className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line-strong bg-white p-1"
              />
              <Input
                id="variant-hex"
                maxLength={7}
                aria-invalid={errors.color ? true : undefined}
                placeholder="#1a2b3c"
                {...register('color', { setValueAs: (v: string) => v.trim() })}
              />
            </div>
          </div>
          <FileDrop
            size="field"
            label="Preview image"
            required
            accept={PREVIEW_ACCEPT}
            hint={preview.busy ? 'Uploading…' : preview.url ? 'Uploaded' : 'PNG, JPG or SVG'}
            file={preview.file}
            onSelect={preview.choose}
            onRemove={() => preview.choose(null)}
            disabled={saveVariants.isPending}
          />
          <FileDrop
            size="field"
            label="Download file"
            accept={DOWNLOAD_ACCEPT}
            hint={download.busy ? 'Uploading…' : download.url ? 'Uploaded' : '.ai, .psd, .pdf, .zip or .svg'}
            file={download.file}
            onSelect={download.choose}
            onRemove={() => download.choose(null)}
            disabled={saveVariants.isPending}
          />
          <FileDrop
            size="field"
            label="Printed back"
            accept={PREVIEW_ACCEPT}
            hint={
              back.busy
                ? 'Uploading…'
                : back.url
                  ? 'Uploaded'
                  : "Optional · SVG, PNG or JPG · without one, the template's back prints"
            }
            file={back.file}
            onSelect={back.choose}
            onRemove={() => back.choose(null)}
            disabled={saveVariants.isPending}
          />
        </div>
        <FormProblem message={problem} />
        <Button type="submit" className="justify-self-start" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Plus aria-hidden="true" />}
          Add Variant
        </Button>
      </form>
    </DialogContent>
  );
}
