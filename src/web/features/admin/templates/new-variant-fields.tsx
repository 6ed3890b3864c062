import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TColorVariantInput, ZColorVariantInputSchema } from '../../../../shared/template-schemas';
import { Field } from '../../../components/ui/field';
import { FileDrop } from '../../../components/ui/file-drop';
import { Input } from '../../../components/ui/input';
import { DOWNLOAD_ACCEPT, PREVIEW_ACCEPT } from './upload-catalog-file';
import type { useInstantUpload } from './use-instant-upload';

/** Only for the colour picker, which shows black while the typed value is not a colour yet. */
const HEX = /^#[0-9a-fA-F]{6}$/;

export type NewVariantValues = z.input<typeof ZColorVariantInputSchema>;
type Upload = ReturnType<typeof useInstantUpload>;

/** What each upload's hint says: uploading, uploaded, or what it takes. */
function uploadHint(upload: Upload, idle: string): string {
  if (upload.busy) return 'Uploading…';
  return upload.url ? 'Uploaded' : idle;
}

/**
 * The fields of a new colour variant: its name and colour, and its files, each uploaded as soon as it is
 * chosen so that the variant saves with their URLs.
 */
export function NewVariantFields({
  form,
  uploads,
  disabled,
}: {
  form: UseFormReturn<NewVariantValues, unknown, TColorVariantInput>;
  uploads: Record<'preview' | 'download' | 'back', Upload>;
  disabled: boolean;
}) {
  const { register, setValue, watch } = form;
  const { errors } = form.formState;
  const color = watch('color');
  const { preview, download, back } = uploads;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line bg-sand/40 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink-950">Add a variant</legend>
      {/* The dialog shows the one problem; a field only says it is the one at fault. */}
      <Field id="variant-name" label="Variant name" required>
        {(control) => (
          <Input
            {...control}
            placeholder="Ocean Blue"
            aria-invalid={errors.name ? true : undefined}
            {...register('name')}
          />
        )}
      </Field>
      <Field id="variant-hex" label="Color (hex)" required>
        {(control) => (
          <div className="flex gap-2">
            <input
              type="color"
              aria-label="Pick a color"
              value={HEX.test(color) ? color : '#000000'}
              onChange={(e) => setValue('color', e.target.value)}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line-strong bg-white p-1"
            />
            <Input
              {...control}
              maxLength={7}
              aria-invalid={errors.color ? true : undefined}
              placeholder="#1a2b3c"
              {...register('color', { setValueAs: (v: string) => v.trim() })}
            />
          </div>
        )}
      </Field>
      <FileDrop
        size="field"
        label="Preview image"
        required
        accept={PREVIEW_ACCEPT}
        hint={uploadHint(preview, 'PNG, JPG or SVG')}
        file={preview.file}
        onSelect={preview.choose}
        onRemove={() => preview.choose(null)}
        disabled={disabled}
      />
      <FileDrop
        size="field"
        label="Download file"
        accept={DOWNLOAD_ACCEPT}
        hint={uploadHint(download, '.ai, .psd, .pdf, .zip or .svg')}
        file={download.file}
        onSelect={download.choose}
        onRemove={() => download.choose(null)}
        disabled={disabled}
      />
      <FileDrop
        size="field"
        label="Printed back"
        accept={PREVIEW_ACCEPT}
        hint={uploadHint(back, "Optional · SVG, PNG or JPG · without one, the template's back prints")}
        file={back.file}
        onSelect={back.choose}
        onRemove={() => back.choose(null)}
        disabled={disabled}
      />
    </fieldset>
  );
}
