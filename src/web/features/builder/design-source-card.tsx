import { LayoutTemplate, Upload } from 'lucide-react';
import type { TDesignTemplate } from '../../../shared/catalog';
import { FileDrop } from '../../components/ui/file-drop';
import type { DesignSource } from '../../draft/campaign-draft';
import { SectionCard } from '../../draft/ordering-header';
import type { DraftFilesState } from '../../draft/use-draft-files';
import { cn } from '../../lib/cn';
import type { DesignSlot } from './builder-state';
import { FILE_RULES } from './file-rules';
import { TemplatePicker } from './template-picker';
import { templateVariants } from './template-variants';
import { VariantSwatches } from './variant-swatches';

const SOURCES: { id: DesignSource; title: string; text: string; icon: typeof Upload }[] = [
  { id: 'template', title: 'Choose a Template', text: 'Pick from our design library', icon: LayoutTemplate },
  { id: 'upload', title: 'Upload Your Design', text: 'PNG, JPEG or PDF, up to 10MB', icon: Upload },
];

export interface DesignSourceCardProps {
  source: DesignSource;
  onSourceChange: (source: DesignSource) => void;
  templates: {
    data: TDesignTemplate[] | undefined;
    isLoading: boolean;
    isError: boolean;
    refetch: () => void;
  };
  selectedTemplate: TDesignTemplate | null;
  selectedVariant: string | null;
  onSelectTemplate: (template: TDesignTemplate) => void;
  onSelectVariant: (name: string) => void;
  files: DraftFilesState;
  onFile: (slot: DesignSlot, file: File | null) => void;
}

export function DesignSourceCard(props: DesignSourceCardProps) {
  const { source, onSourceChange, templates, selectedTemplate, files, onFile } = props;
  return (
    <SectionCard
      labelledBy="design-source-title"
      title="Postcard Design"
      description="Start from one of our designs or bring your own artwork (7 × 5 in)."
    >
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">Design source</legend>
        {SOURCES.map(({ id, title, text, icon: Icon }) => {
          const active = source === id;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={active}
              onClick={() => onSourceChange(id)}
              className={cn(
                'flex flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors sm:p-4',
                active
                  ? 'border-ink-800 bg-ink-50 ring-1 ring-ink-800'
                  : 'border-line bg-white hover:border-ink-300',
              )}
            >
              <Icon aria-hidden="true" className={cn('size-5', active ? 'text-ink-800' : 'text-muted')} />
              <span className="text-sm font-semibold text-ink-950">{title}</span>
              <span className="text-xs text-muted">{text}</span>
            </button>
          );
        })}
      </fieldset>

      <div className="mt-5">
        {source === 'template' ? (
          <div className="flex flex-col gap-4">
            <TemplatePicker
              templates={templates.data}
              isLoading={templates.isLoading}
              isError={templates.isError}
              onRetry={templates.refetch}
              selectedId={selectedTemplate?.id ?? null}
              onSelect={props.onSelectTemplate}
            />
            {selectedTemplate ? (
              <VariantSwatches
                variants={templateVariants(selectedTemplate)}
                selected={props.selectedVariant ?? templateVariants(selectedTemplate)[0]!.name}
                onSelect={props.onSelectVariant}
              />
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {(['frontDesign', 'backDesign'] as const).map((slot) => (
              <FileDrop
                key={slot}
                label={slot === 'frontDesign' ? 'Front design' : 'Back design (optional)'}
                hint="PNG, JPEG or PDF · 7 × 5 in · max 10MB"
                accept={FILE_RULES[slot].accept}
                file={files.files[slot] ?? null}
                previewUrl={files.urls[slot] ?? null}
                loading={files.loading}
                onSelect={(file) => void onFile(slot, file)}
                onRemove={() => onFile(slot, null)}
              />
            ))}
          </div>
        )}
      </div>
    </SectionCard>
  );
}
