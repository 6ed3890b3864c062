import { FileDrop } from '../../components/ui/file-drop';
import { SectionCard } from '../../draft/ordering-header';
import type { DraftFilesState } from '../../draft/use-draft-files';
import type { DesignSlot } from './builder-state';
import { FILE_RULES } from './file-rules';

/** Optional company logo (shown only in upload mode or for templates with logoEnabled). */
export function LogoCard({
  files,
  onFile,
}: {
  files: DraftFilesState;
  onFile: (slot: DesignSlot, file: File | null) => void;
}) {
  return (
    <SectionCard
      labelledBy="logo-title"
      title="Company Logo"
      description="Optional. We place it on your card so recipients know who wrote to them."
    >
      <FileDrop
        label="Logo image"
        hint="PNG, JPEG or SVG · max 5MB"
        accept={FILE_RULES.logo.accept}
        file={files.files.logo ?? null}
        previewUrl={files.urls.logo ?? null}
        loading={files.loading}
        onSelect={(file) => void onFile('logo', file)}
        onRemove={() => onFile('logo', null)}
      />
    </SectionCard>
  );
}
