import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES } from '../../../../shared/template-categories';
import { parseTags, TEMPLATE_MESSAGES, type TTemplateUpdateInput } from '../../../../shared/template-schemas';
import { Badge } from '../../../components/ui/badge';
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
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { FormProblem } from '../ui/form-problem';
import { BackLayoutFields } from './back-layout-fields';
import {
  type TTemplateForm,
  type TTemplateFormInput,
  templateFormDefaults,
  templateFormSchema,
} from './template-form-schema';
import { useTemplateMutations } from './template-mutations';
import { DOWNLOAD_ACCEPT, maybeUpload, PREVIEW_ACCEPT, uploadCatalogFile } from './upload-catalog-file';
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

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/** The first message found in a (nested) field error: the back layout's own rule, or its number's. */
function nestedMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const own = 'message' in error ? error.message : undefined;
  if (typeof own === 'string' && own) return own;
  for (const value of Object.values(error)) {
    const found = nestedMessage(value);
    if (found) return found;
  }
  return null;
}

/**
 * The dialog shows one problem at a time, in the order of the fields; any zone number, as one message; the
 * back layout's first broken rule.
 */
function firstProblem(errors: FieldErrors<TTemplateFormInput>): string | null {
  const { zones, backLayout, ...rest } = errors;
  const own = Object.values(rest).find((e) => e?.message)?.message;
  if (own) return own;
  if (zones) return TEMPLATE_MESSAGES.zones;
  return backLayout ? (nestedMessage(backLayout) ?? TEMPLATE_MESSAGES.backLayout) : null;
}

export interface TemplateFormDialogProps {
  /** null: add a template; a template: edit it. */
  template: TDesignTemplate | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TemplateFormDialog(props: TemplateFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Keyed so every opening starts from the template's current values. */}
      {props.open ? <TemplateForm key={props.template?.id ?? 'new'} {...props} /> : null}
    </Dialog>
  );
}

function TemplateForm({ template, onOpenChange }: TemplateFormDialogProps) {
  const editing = template !== null;
  const schema = useMemo(() => templateFormSchema(template), [template]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TTemplateFormInput, unknown, TTemplateForm>({
    resolver: zodResolver(schema),
    defaultValues: templateFormDefaults(template),
  });
  const { create, update } = useTemplateMutations();
  const busy = create.isPending || update.isPending;
  const tagsInput = watch('tags');
  const tags = parseTags(typeof tagsInput === 'string' ? tagsInput : (tagsInput ?? []));
  const clearBack = watch('clearBack');
  const previewFile = watch('preview');
  const backPreviewFile = watch('backPreview');
  const zoneArtwork = {
    front: previewFile ?? template?.preview ?? null,
    back: backPreviewFile ?? (clearBack ? null : (template?.backPreview ?? null)),
  };
  const problem = firstProblem(errors);

  const onInvalid = (invalid: FieldErrors<TTemplateFormInput>) =>
    toast({ variant: 'destructive', title: 'Error', description: firstProblem(invalid) ?? undefined });

  const onValid = (form: TTemplateForm) => {
    const { preview, download, backPreview, backDownload, clearBack: removeBack, ...fields } = form;
    const done = { onSuccess: () => onOpenChange(false) };
    if (!editing) {
      create.mutate(
        async () => ({
          ...fields,
          // The schema required the preview file; without a download file the server offers the preview.
          preview: await uploadCatalogFile(preview!, 'preview'),
          downloadUrl: await maybeUpload(download, 'download'),
          backPreview: await maybeUpload(backPreview, 'preview'),
          backDownloadUrl: await maybeUpload(backDownload, 'download'),
          colorVariants: [],
        }),
        done,
      );
      return;
    }
    update.mutate(
      {
        id: template.id,
        build: async () => {
          const body: TTemplateUpdateInput = { ...fields };
          if (removeBack) {
            body.backPreview = null;
            body.backDownloadUrl = null;
          }
          // Only new files replace artwork; the rest is kept.
          const previewUrl = await maybeUpload(preview, 'preview');
          if (previewUrl) body.preview = previewUrl;
          const downloadUrl = await maybeUpload(download, 'download');
          if (downloadUrl) body.downloadUrl = downloadUrl;
          const backPreviewUrl = await maybeUpload(backPreview, 'preview');
          if (backPreviewUrl) body.backPreview = backPreviewUrl;
          const backDownloadUrl = await maybeUpload(backDownload, 'download');
          if (backDownloadUrl) body.backDownloadUrl = backDownloadUrl;
          return body;
        },
      },
      done,
    );
  };

  const fileSlot = (
    name: 'preview' | 'download' | 'backPreview' | 'backDownload',
    props: { label: string; accept: string; hint: string; required?: boolean; currentNote?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileDrop
          size="field"
          {...props}
          file={field.value ?? null}
          onSelect={(file) => {
            field.onChange(file);
            return true;
          }}
          onRemove={() => field.onChange(null)}
        />
      )}
    />
  );

  return (
    <DialogContent className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>{editing ? `Edit ${template.name}` : 'Add Design Template'}</DialogTitle>
        <DialogDescription>
          {editing
            ? 'Changes show in the design library and the campaign builder at once.'
            : 'Name and preview image are required. Without a download file, the preview is offered for download.'}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-5">
        <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Template details</legend>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-name" required>
              Name
            </Label>
            <Input
              id="tpl-name"
              required
              aria-invalid={errors.name ? true : undefined}
              {...register('name')}
            />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-category">Category</Label>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <Select
                  id="tpl-category"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={CATEGORY_OPTIONS}
                />
              )}
            />
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="tpl-description">Description</Label>
            <Textarea id="tpl-description" className="min-h-[80px]" {...register('description')} />
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-tags">Tags</Label>
            <Input
              id="tpl-tags"
              placeholder="real estate, modern, blue"
              aria-describedby="tpl-tags-hint"
              {...register('tags')}
            />
            <p id="tpl-tags-hint" className="text-xs text-muted">
              Separate tags with commas.
            </p>
            {tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-1">
                {tags.map((tag, i) => (
                  <li key={`${tag}-${i}`}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor="tpl-max-fields">Max contact fields</Label>
            <Input
              id="tpl-max-fields"
              type="number"
              min={1}
              max={5}
              step={1}
              aria-describedby="tpl-max-hint"
              aria-invalid={errors.maxContactFields ? true : undefined}
              {...register('maxContactFields')}
            />
            <p id="tpl-max-hint" className="text-xs text-muted">
              From 1 to 5.
            </p>
          </div>
          {fileSlot('preview', {
            label: 'Preview image',
            required: !editing,
            accept: PREVIEW_ACCEPT,
            hint: 'PNG, JPG or SVG · max 5MB',
            currentNote: editing ? 'current preview kept' : undefined,
          })}
          {fileSlot('download', {
            label: 'Download file',
            accept: DOWNLOAD_ACCEPT,
            hint: 'AI, PSD, PDF, ZIP or SVG · max 10MB',
            currentNote: editing ? 'current file kept' : 'defaults to the preview',
          })}
          {fileSlot('backPreview', {
            label: 'Back preview image',
            accept: PREVIEW_ACCEPT,
            hint: 'PNG, JPG or SVG · optional',
            currentNote: editing && template.backPreview && !clearBack ? 'current back kept' : undefined,
          })}
          {fileSlot('backDownload', {
            label: 'Back download file',
            accept: DOWNLOAD_ACCEPT,
            hint: 'AI, PSD, PDF, ZIP or SVG · optional',
          })}
          {editing && (template.backPreview || template.backDownloadUrl) ? (
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="clearBack"
                render={({ field }) => (
                  <SwitchField
                    label="Remove the current back design"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </div>
          ) : null}
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
        <FormProblem message={problem} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label={null} className="size-4" /> : null}
            {editing ? (busy ? 'Saving...' : 'Save Changes') : busy ? 'Adding...' : 'Add Template'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
