import type { TDesignTemplate } from '../../../../shared/catalog';
import type { TTemplateUpdateInput } from '../../../../shared/template-schemas';
import type { TTemplateForm } from './template-form-schema';
import { useTemplateMutations } from './template-mutations';
import { maybeUpload, uploadCatalogFile } from './upload-catalog-file';

/**
 * What saving the template form does: new files are uploaded first, then the template is created, or updated
 * with only what changed (a removed back clears its files).
 */
export function useTemplateSubmit(template: TDesignTemplate | null, onDone: () => void) {
  const editing = template !== null;
  const { create, update } = useTemplateMutations();
  const busy = create.isPending || update.isPending;
  const onValid = (form: TTemplateForm) => {
    const { preview, download, backPreview, backDownload, clearBack: removeBack, ...fields } = form;
    const done = { onSuccess: onDone };
    if (!editing || !template) {
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

  return { busy, onValid };
}
