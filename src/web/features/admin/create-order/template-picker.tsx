import type { TDesignTemplate } from '../../../../shared/catalog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TemplateImage } from '../../catalog/template-image';
import { useLiveDesignTemplates } from '../../catalog/use-design-templates';

const NONE = 'none';

export interface TemplatePickerProps {
  templateId: number | null;
  variant: string | null;
  onChange: (templateId: number | null, variant: string | null) => void;
}

/** Template and colour variant for the manual order, from the public design library. */
export function TemplatePicker({ templateId, variant, onChange }: TemplatePickerProps) {
  const { data: templates, isPending, isError } = useLiveDesignTemplates();
  const template: TDesignTemplate | undefined = templates?.find((t) => t.id === templateId);
  const variantData = template?.colorVariants.find((v) => v.name === variant);
  const artwork = variantData?.preview || template?.preview;

  if (isPending)
    return (
      <div className="grid gap-2 sm:col-span-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" />
      </div>
    );

  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto]">
      <Field id="order-template" label="Template">
        {(select) => (
          <Select
            {...select}
            value={templateId === null ? NONE : String(templateId)}
            onValueChange={(v) => onChange(v === NONE ? null : Number(v), null)}
            options={[
              {
                value: NONE,
                label: isError ? 'No template (list unavailable)' : 'No template (customer artwork)',
              },
              ...(templates ?? []).map((t) => ({ value: String(t.id), label: t.name })),
            ]}
          />
        )}
      </Field>
      <Field id="order-variant" label="Selected variant">
        {(select) => (
          <Select
            {...select}
            value={variant ?? NONE}
            disabled={!template || template.colorVariants.length === 0}
            onValueChange={(v) => onChange(templateId, v === NONE ? null : v)}
            options={[
              {
                value: NONE,
                label: template && template.colorVariants.length === 0 ? 'No variants' : 'Default',
              },
              ...(template?.colorVariants ?? []).map((v) => ({ value: v.name, label: v.name })),
            ]}
          />
        )}
      </Field>
      {template && artwork ? (
        <div className="hidden h-[4.5rem] w-28 overflow-hidden rounded-lg border border-line bg-sand sm:block">
          <TemplateImage src={artwork} alt={`${template.name}${variant ? `, ${variant}` : ''} preview`} />
        </div>
      ) : null}
    </div>
  );
}
