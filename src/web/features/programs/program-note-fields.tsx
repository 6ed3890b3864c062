import { Controller } from 'react-hook-form';
import { HANDWRITING_STYLE_INFO, PUBLIC_HANDWRITING_STYLES } from '../../../shared/handwriting/styles';
import { MESSAGE_LIMIT, messageLength, unknownMergeFields } from '../../../shared/merge-fields';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useDesignTemplates } from '../catalog/use-design-templates';
import { useSavedList } from '../saved-lists/saved-lists-api';
import type { ProgramFormApi } from './program-form-types';

/** The fields offered as one-click inserts; {{years}} is the programs' own. */
const QUICK_FIELDS = ['first_name', 'name', 'years', 'company'] as const;
/** The Colour choice that keeps the design's own colours. */
const DEFAULT_VARIANT = 'default';

const STYLE_OPTIONS = PUBLIC_HANDWRITING_STYLES.map((s) => ({
  value: s,
  label: HANDWRITING_STYLE_INFO[s].name,
}));

/** "The note": the design and its colour, the handwriting style and the message with its merge fields. */
export function ProgramNoteFields({ form }: { form: ProgramFormApi }) {
  const { control, register, watch, setValue } = form;
  const { errors } = form.formState;
  const templates = useDesignTemplates();
  const list = useSavedList(watch('savedListId') || undefined);
  const templateId = watch('templateId');
  const variantId = watch('selectedVariantId');
  const message = watch('message') ?? '';
  const template = templates.data?.find((t) => t.id === templateId);
  const columns = list.data?.columns ?? [];
  const unknown = unknownMergeFields(message).filter((f) => !columns.some((c) => c.toLowerCase() === f));
  const length = messageLength(message);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink-950">The note</legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-4">
          <Field
            label="Design"
            required
            error={
              errors.templateId ??
              (templates.isError ? 'We could not load the designs. Reload to try again.' : undefined)
            }
          >
            {(props) => (
              <Controller
                control={control}
                name="templateId"
                render={({ field }) => (
                  <Select
                    {...props}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    placeholder={templates.isPending ? 'Loading designs…' : 'Choose a design'}
                    value={field.value ? String(field.value) : ''}
                    onValueChange={(id) => {
                      field.onChange(Number(id));
                      setValue('selectedVariantId', null);
                    }}
                    options={(templates.data ?? []).map((t) => ({
                      value: String(t.id),
                      label: `${t.name} (${t.category})`,
                    }))}
                  />
                )}
              />
            )}
          </Field>
          {template && template.colorVariants.length > 0 ? (
            <Field label="Colour">
              {(props) => (
                <Select
                  {...props}
                  value={variantId ?? DEFAULT_VARIANT}
                  onValueChange={(name) =>
                    setValue('selectedVariantId', name === DEFAULT_VARIANT ? null : name)
                  }
                  options={[
                    { value: DEFAULT_VARIANT, label: 'Default' },
                    ...template.colorVariants.map((v) => ({ value: v.name, label: v.name })),
                  ]}
                />
              )}
            </Field>
          ) : null}
          <Field label="Handwriting style">
            {(props) => (
              <Controller
                control={control}
                name="handwritingStyle"
                render={({ field }) => (
                  <Select
                    {...props}
                    ref={field.ref}
                    value={field.value ?? 'professional'}
                    onValueChange={field.onChange}
                    options={STYLE_OPTIONS}
                  />
                )}
              />
            )}
          </Field>
        </div>
        {template ? (
          <img
            src={template.colorVariants.find((v) => v.name === variantId)?.preview ?? template.preview}
            alt={`Preview of the design ${template.name}`}
            className="aspect-[3/2] w-full max-w-xs rounded-lg border border-line object-cover sm:max-w-none"
          />
        ) : null}
      </div>
      <Field
        label="Message"
        required
        error={errors.message}
        description={`${length}/${MESSAGE_LIMIT} characters. {{years}} is the number of years since the date, when the list has the year.${
          unknown.length > 0
            ? ` Not a known field or column: ${unknown.map((f) => `{{${f}}}`).join(', ')}.`
            : ''
        }`}
        extra={
          <fieldset className="flex flex-wrap gap-2" aria-label="Insert a merge field">
            {QUICK_FIELDS.map((f) => (
              <Button
                key={f}
                size="sm"
                variant="outline"
                onClick={() => setValue('message', `${message}{{${f}}}`, { shouldDirty: true })}
              >
                {`{{${f}}}`}
              </Button>
            ))}
          </fieldset>
        }
      >
        {(props) => <Textarea rows={6} {...props} {...register('message')} />}
      </Field>
    </fieldset>
  );
}
