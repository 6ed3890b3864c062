import { MapPinned } from 'lucide-react';
import { ADDRESS_MESSAGES } from '../../../shared/address-checks';
import type { TContact } from '../../../shared/contacts-csv';
import { useAddressChecks } from './use-address-checks';

/**
 * Address Check: the rows whose address looks wrong against the ZIP data, each with its contact number, name
 * and what to check. Warnings only; every row stays in the list and Continue is not held back.
 */
export function AddressWarnings({ contacts }: { contacts: readonly TContact[] }) {
  const checks = useAddressChecks(contacts);
  if (contacts.length === 0) return null;
  const results = checks.data?.results ?? [];
  // Amber only when there is something to check; loading, failure and a clean list stay neutral.
  const tone = results.length > 0 ? 'border-amber-200 bg-amber-50' : 'border-line bg-white';
  return (
    <section aria-labelledby="address-check-title" className={`rounded-2xl border p-5 ${tone}`}>
      <h2 id="address-check-title" className="flex items-center gap-2 text-base font-semibold text-amber-900">
        <MapPinned aria-hidden="true" className="size-5" />
        Address Check
        {checks.isSuccess && results.length > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs">
            {results.length.toLocaleString('en-US')}
          </span>
        ) : null}
      </h2>
      {checks.isPending ? (
        <p role="status" className="mt-1 text-sm text-amber-900">
          Checking addresses…
        </p>
      ) : checks.isError ? (
        <p role="status" className="mt-1 text-sm text-amber-900">
          {ADDRESS_MESSAGES.checkFailed}
        </p>
      ) : (
        <>
          <p className="mt-1 mb-3 text-sm text-amber-900">
            {results.length > 0
              ? 'These contacts are kept as they are. Check them in your file, or continue if they are right.'
              : 'Every ZIP code matches its city and state.'}{' '}
            {ADDRESS_MESSAGES.unitsUnchecked}
          </p>
          {results.length > 0 ? (
            <ul
              aria-label="Contacts with address warnings"
              className="max-h-64 overflow-y-auto rounded-lg border border-line bg-white text-sm"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list needs focus to scroll by keyboard
              tabIndex={0}
            >
              {results.map(({ row, warnings }) => (
                <li key={row} className="border-b border-line px-3 py-2 text-amber-900 last:border-b-0">
                  <span className="font-semibold">
                    Contact {row}: {contacts[row - 1]?.name}
                  </span>
                  <ul className="mt-0.5 list-disc pl-5">
                    {warnings.map((w) => (
                      <li key={w.code}>{w.message}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
