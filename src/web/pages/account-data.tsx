import type { ReactNode } from 'react';
import { PAGE_META } from '../../shared/seo';
import { useMe } from '../features/account/account-api';
import { AccountFrame } from '../features/account/account-frame';
import { SignOutEverywhere } from '../features/account/sign-out-everywhere';
import { DeleteAccountDialog } from '../features/account-data/delete-account-dialog';
import { ExportDownloads } from '../features/account-data/export-downloads';
import { cn } from '../lib/cn';
import { usePageMeta } from '../lib/seo';

export default function AccountDataPage() {
  usePageMeta(PAGE_META.account);
  const me = useMe();
  return (
    <AccountFrame title="Your data">
      <DataSection
        titleId="export-title"
        title="Download your data"
        text="Everything your account holds, whenever you want it."
      >
        <ExportDownloads />
      </DataSection>
      <DataSection
        titleId="sessions-title"
        title="Signed-in browsers"
        text="Each browser you signed in with stays signed in for 30 days. Lost a phone, or used a shared computer? Sign out everywhere ends every one of them, this one included."
        className="rounded-xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-6"
      >
        <div>
          <SignOutEverywhere />
        </div>
      </DataSection>
      <DataSection
        titleId="delete-title"
        title="Delete your account"
        text="Removes your saved lists, card on file and contacts, and signs you out. Orders already paid stay in our accounts without your personal details. While an order is being prepared or written, wait until it is mailed or cancel it first."
        className="rounded-xl border border-red-200 bg-red-50/50 p-4 sm:p-6"
      >
        {me.data ? (
          <div>
            <DeleteAccountDialog email={me.data.email} />
          </div>
        ) : null}
      </DataSection>
    </AccountFrame>
  );
}

/** One part of the page: its heading (naming the section) and what it is for, then its controls. */
function DataSection({
  titleId,
  title,
  text,
  className,
  children,
}: {
  titleId: string;
  title: string;
  text: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-3', className)}>
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-ink-950">
          {title}
        </h2>
        <p className="text-sm text-muted">{text}</p>
      </div>
      {children}
    </section>
  );
}
