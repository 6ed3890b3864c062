import { CalendarX } from 'lucide-react';
import { useMemo } from 'react';
import type { ContactsResult } from '../../../shared/contacts-csv';
import { typedDateProblems } from '../../../shared/programs/typed-date-problems';
import { NoticePanel } from '../../components/ui/notice-panel';
import { useMe } from '../account/account-api';

/**
 * Signed-in customers' date columns (birthday, anniversary, renewal…) checked row by row, as a recurring
 * program would read them: a warning only, the contacts are kept. Guests never see it.
 */
export function TypedDateWarnings({ result }: { result: ContactsResult }) {
  const me = useMe();
  const problems = useMemo(() => typedDateProblems(result.contacts, result.rows), [result]);
  if (!me.data || problems.length === 0) return null;
  return (
    <NoticePanel
      titleId="typed-date-title"
      icon={CalendarX}
      title="Dates we cannot read"
      count={problems.length}
    >
      <p className="mt-1 mb-3 text-sm text-amber-900">
        These contacts are kept. A birthday or anniversary program skips them until the date is fixed (for
        example 1980-03-05, 03/05/1980 or March 5).
      </p>
      <ul
        className="max-h-64 overflow-y-auto rounded-lg border border-line bg-white text-sm"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list needs focus to scroll by keyboard
        tabIndex={0}
      >
        {problems.map((p) => (
          <li
            key={`${p.row}-${p.column}`}
            className="border-b border-line px-3 py-2 text-amber-900 last:border-b-0"
          >
            {p.message}
          </li>
        ))}
      </ul>
    </NoticePanel>
  );
}
