import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportFilename, type TDeleteAccountInput } from '../../../shared/account-data';
import { getMe } from '../../../shared/contracts/account/get-me';
import { deleteAccount } from '../../../shared/contracts/account-data/delete-account';
import { exportAccountData } from '../../../shared/contracts/account-data/export-account-data';
import { exportContactsCsv } from '../../../shared/contracts/account-data/export-contacts-csv';
import { exportOrdersCsv } from '../../../shared/contracts/account-data/export-orders-csv';
import { call, keyOf } from '../../lib/call';
import { saveBlob } from '../../lib/save-blob';

export type ExportKind = 'json' | 'contacts' | 'orders';

/** Fetches one export with the session cookie and saves it under the server's naming. */
async function downloadExport(kind: ExportKind): Promise<void> {
  const now = new Date().toISOString();
  if (kind === 'json') {
    const data = await call(exportAccountData);
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
    saveBlob(blob, exportFilename('account', data.exportedAt, 'json'));
  } else {
    const blob = await call(kind === 'contacts' ? exportContactsCsv : exportOrdersCsv);
    saveBlob(blob, exportFilename(kind, now, 'csv'));
  }
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

/** Deletes the account; every account answer the pages had loaded is dropped, and nobody is signed in. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeleteAccountInput) => call(deleteAccount, { body }),
    onSuccess: () => {
      client.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/account') });
      client.setQueryData(keyOf(getMe), null);
    },
  });
}
