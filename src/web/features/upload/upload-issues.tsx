import { CircleAlert, Info } from 'lucide-react';
import type { ContactsResult } from '../../../shared/contacts-csv';
import { NoticePanel } from '../../components/ui/notice-panel';

function IssueList({ items, tone }: { items: string[]; tone: 'error' | 'warning' }) {
  return (
    <ul
      className="max-h-64 overflow-y-auto rounded-lg border border-line bg-white text-sm"
      // Scrollable regions must be reachable by keyboard.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list needs focus to scroll by keyboard
      tabIndex={0}
    >
      {items.map((item, i) => (
        <li
          key={i}
          className={
            tone === 'error'
              ? 'border-b border-line px-3 py-2 text-red-800 last:border-b-0'
              : 'border-b border-line px-3 py-2 text-amber-900 last:border-b-0'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Upload Errors (rows skipped) and warnings (rows kept with a change), every one of them. */
export function UploadIssues({ result }: { result: ContactsResult }) {
  const { errors, warnings } = result;
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {errors.length > 0 ? (
        <NoticePanel
          tone="error"
          titleId="upload-errors-title"
          icon={CircleAlert}
          title="Upload Errors"
          count={errors.length}
        >
          <p className="mt-1 mb-3 text-sm text-red-900">
            {result.contacts.length > 0
              ? 'These rows were skipped. Fix them in your file and upload it again, or continue without them.'
              : 'No contacts could be read. Fix the file and upload it again.'}
          </p>
          <IssueList items={errors} tone="error" />
        </NoticePanel>
      ) : null}
      {warnings.length > 0 ? (
        <NoticePanel
          titleId="upload-warnings-title"
          icon={Info}
          title="Fixed for you"
          count={warnings.length}
        >
          <p className="mt-1 mb-3 text-sm text-amber-900">These rows were kept with the change described.</p>
          <IssueList items={warnings} tone="warning" />
        </NoticePanel>
      ) : null}
    </div>
  );
}
