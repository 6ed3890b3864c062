import { PAGE_META } from '../../shared/seo';
import { useMe } from '../features/account/account-api';
import { AccountFrame } from '../features/account/account-frame';
import { SignOutEverywhere } from '../features/account/sign-out-everywhere';
import { DeleteAccountDialog } from '../features/account-data/delete-account-dialog';
import { ExportDownloads } from '../features/account-data/export-downloads';
import { usePageMeta } from '../lib/seo';

export default function AccountDataPage() {
  usePageMeta(PAGE_META.account);
  const me = useMe();
  return (
    <AccountFrame title="Your data">
      <section aria-labelledby="export-title" className="grid gap-3">
        <div>
          <h2 id="export-title" className="text-xl font-semibold text-ink-950">
            Download your data
          </h2>
          <p className="text-sm text-muted">Everything your account holds, whenever you want it.</p>
        </div>
        <ExportDownloads />
      </section>
      <section
        aria-labelledby="sessions-title"
        className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6"
      >
        <div>
          <h2 id="sessions-title" className="text-xl font-semibold text-ink-950">
            Signed-in browsers
          </h2>
          <p className="text-sm text-muted">
            Each browser you signed in with stays signed in for 30 days. Lost a phone, or used a shared
            computer? Sign out everywhere ends every one of them, this one included.
          </p>
        </div>
        <div>
          <SignOutEverywhere />
        </div>
      </section>
      <section
        aria-labelledby="delete-title"
        className="grid gap-3 rounded-xl border border-red-200 bg-red-50/50 p-4 sm:p-6"
      >
        <div>
          <h2 id="delete-title" className="text-xl font-semibold text-ink-950">
            Delete your account
          </h2>
          <p className="text-sm text-muted">
            Removes your saved lists, card on file and contacts, and signs you out. Orders already paid stay
            in our accounts without your personal details. While an order is being prepared or written, wait
            until it is mailed or cancel it first.
          </p>
        </div>
        {me.data ? (
          <div>
            <DeleteAccountDialog email={me.data.email} />
          </div>
        ) : null}
      </section>
    </AccountFrame>
  );
}
