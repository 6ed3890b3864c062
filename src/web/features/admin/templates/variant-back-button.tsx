import { ImageUp, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { TColorVariant } from '../../../../shared/catalog';
import { buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { PREVIEW_ACCEPT, uploadCatalogFile } from './upload-catalog-file';

/**
 * Adds or replaces a variant's own printed back: a native file input inside its button-like label, so Tab,
 * Enter and screen readers reach it as a file chooser. The file is uploaded, then the variants are saved.
 */
export function VariantBackButton({
  variant,
  disabled,
  onUploaded,
}: {
  variant: TColorVariant;
  disabled: boolean;
  onUploaded: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const action = variant.backPreview ? 'Replace back' : 'Add back';
  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadCatalogFile(file, 'preview')
      .then(onUploaded)
      .catch((err: Error) =>
        toast({ variant: 'destructive', title: 'Upload failed', description: err.message }),
      )
      .finally(() => setUploading(false));
  };
  return (
    <label
      className={buttonVariants({
        variant: 'ghost',
        size: 'sm',
        className:
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-[var(--qp-ring)]',
      })}
      aria-disabled={disabled || uploading ? true : undefined}
    >
      {uploading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ImageUp aria-hidden="true" />}
      {action}
      <input
        type="file"
        accept={PREVIEW_ACCEPT}
        className="sr-only"
        disabled={disabled || uploading}
        aria-label={`${action} of ${variant.name}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </label>
  );
}
