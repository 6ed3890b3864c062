import { useCallback, useRef, useState } from 'react';
import { uploadOrderContacts } from '../../../../shared/contracts/manual-orders/upload-order-contacts';
import type { TContactsUploadResponse } from '../../../../shared/manual-order';
import { errorMessage, errorStatus } from '../../../lib/api';
import { adminCall } from '../admin-api';

export type ContactsUpload =
  | { status: 'idle' }
  | { status: 'checking'; file: File }
  | { status: 'done'; file: File; result: TContactsUploadResponse }
  | { status: 'failed'; file: File; message: string };

/**
 * The contacts CSV is sent as soon as it is chosen, so the server's reading of it (valid recipients, skipped
 * rows and why) is on screen before the order is. A newer choice wins over a slower earlier answer.
 */
export function useContactsUpload(onFileId: (fileId: string) => void) {
  const [state, setState] = useState<ContactsUpload>({ status: 'idle' });
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File | null) => {
      const attempt = ++latest.current;
      onFileId('');
      if (!file) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'checking', file });
      const body = new FormData();
      body.append('csv', file);
      try {
        const result = await adminCall(uploadOrderContacts, { body });
        if (attempt !== latest.current) return;
        setState({ status: 'done', file, result });
        onFileId(result.fileId);
      } catch (err) {
        if (attempt !== latest.current) return;
        const status = errorStatus(err);
        setState({
          status: 'failed',
          file,
          message: errorMessage(err, status ? 'Please try again.' : 'Unable to connect to the server.'),
        });
      }
    },
    [onFileId],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, choose, reset };
}
