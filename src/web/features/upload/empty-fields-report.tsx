import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import type { TContact } from '../../../shared/contacts-csv';
import {
  describeEmptyFieldUsage,
  fallbackHint,
  findEmptyFieldUsage,
} from '../../../shared/empty-field-warnings';
import { NoticePanel } from '../../components/ui/notice-panel';

/**
 * Merge fields the message uses that are empty for some contacts, reported before checkout with the
 * sentence their note will contain and how to avoid it.
 */
export function EmptyFieldsReport({ message, contacts }: { message: string; contacts: TContact[] }) {
  const usage = findEmptyFieldUsage(message, contacts);
  if (usage.length === 0 || contacts.length === 0) return null;
  return (
    <NoticePanel titleId="empty-fields-title" icon={MessageSquareWarning} title="Check your merge fields">
      <ul className="mt-2 flex flex-col gap-2 text-sm text-amber-900">
        {usage.map((u) => (
          <li key={u.field}>
            <p>{describeEmptyFieldUsage(message, u)}</p>
            <p className="text-xs">{fallbackHint(u.field)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-amber-900">
        <Link to="/campaign-builder" className="font-semibold underline underline-offset-2">
          Edit your message
        </Link>{' '}
        or continue: these notes will be written as shown.
      </p>
    </NoticePanel>
  );
}
