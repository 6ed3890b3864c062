import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TDesignTemplate } from '../../../../shared/catalog';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES } from '../../../../shared/template-categories';
import { parseTags } from '../../../../shared/template-schemas';
import { Badge } from '../../../components/ui/badge';
import { Field } from '../../../components/ui/field';
import { FileDrop } from '../../../components/ui/file-drop';
import { Input } from '../../../components/ui/input';
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
      <Field id="tpl-name" label="Name" required>
        {(control) => (
          <Input {...control} aria-invalid={errors.name ? true : undefined} {...register('name')} />
        )}
      </Field>
      <Field id="tpl-category" label="Category">
        {(select) => (
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                {...select}
                value={field.value}
                onValueChange={field.onChange}
                options={CATEGORY_OPTIONS}
              />
            )}
          />
        )}
      </Field>
      <Field id="tpl-description" label="Description" className="sm:col-span-2">
        {(control) => <Textarea {...control} className="min-h-[80px]" {...register('description')} />}
      </Field>
      <div className="grid content-start gap-2">
        <Field id="tpl-tags" label="Tags" description="Separate tags with commas.">
          {(control) => <Input {...control} placeholder="real estate, modern, blue" {...register('tags')} />}
        </Field>
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
      <Field id="tpl-max-fields" label="Max contact fields" description="From 1 to 5.">
        {(control) => (
          <Input
            {...control}
            type="number"
            min={1}
            max={5}
            step={1}
            aria-invalid={errors.maxContactFields ? true : undefined}
            {...register('maxContactFields')}
          />
        )}
      </Field>
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
