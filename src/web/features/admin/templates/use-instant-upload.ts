import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { type CatalogFileType, uploadCatalogFile } from './upload-catalog-file';

interface Upload {
  file: File | null;
  url: string | null;
  busy: boolean;
}

const EMPTY_UPLOAD: Upload = { file: null, url: null, busy: false };

/** Uploads a file as soon as it is chosen and hands its URL to the form, so the variant saves with it. */
export function useInstantUpload(type: CatalogFileType, onUrl: (url: string) => void) {
  const [state, setState] = useState<Upload>(EMPTY_UPLOAD);
  const choose = (file: File | null) => {
    onUrl('');
    if (!file) {
      setState(EMPTY_UPLOAD);
      return true;
    }
    setState({ file, url: null, busy: true });
    uploadCatalogFile(file, type)
      .then((url) => {
        setState({ file, url, busy: false });
        onUrl(url);
        toast({ title: 'File uploaded', description: `${file.name} is ready.` });
      })
      .catch((err: Error) => {
        setState(EMPTY_UPLOAD);
        toast({ variant: 'destructive', title: 'Upload failed', description: err.message });
      });
    return true;
  };
  return { ...state, choose, reset: () => setState(EMPTY_UPLOAD) };
}
