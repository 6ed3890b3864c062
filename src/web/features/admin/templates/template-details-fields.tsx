import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES } from '../../../../shared/template-categories';
import { parseTags } from '../../../../shared/template-schemas';
import { Badge } from '../../../components/ui/badge';
import { FileDrop } from '../../../components/ui/file-drop';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import type { TTemplateForm, TTemplateFormInput } from './template-form-schema';
import { DOWNLOAD_ACCEPT, PREVIEW_ACCEPT } from './upload-catalog-file';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

/** The template's own fields: name, category, words, tags, the contact field limit and its files. */
export function TemplateDetailsFields({
  form,
  template,
}: {
  form: UseFormReturn<TTemplateFormInput, unknown, TTemplateForm>;
  template: TDesignTemplate | null;
}) {
  const editing = template !== null;
  const { register, control, watch } = form;
  const { errors } = form.formState;
  const tagsInput = watch('tags');
  const tags = parseTags(typeof tagsInput === 'string' ? tagsInput : (tagsInput ?? []));
  const clearBack = watch('clearBack');
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
    <>
      <div className="grid content-start gap-2">
        <Label htmlFor="tpl-name" required>
          Name
        </Label>
        <Input id="tpl-name" required aria-invalid={errors.name ? true : undefined} {...register('name')} />
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
        currentNote: template?.backPreview && !clearBack ? 'current back kept' : undefined,
      })}
      {fileSlot('backDownload', {
        label: 'Back download file',
        accept: DOWNLOAD_ACCEPT,
        hint: 'AI, PSD, PDF, ZIP or SVG · optional',
      })}
      {template && (template.backPreview || template.backDownloadUrl) ? (
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
    </>
  );
}
