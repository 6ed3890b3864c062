import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { capitalize } from '../../../components/ui/status-badge';

const ALL = 'all';

export interface ListFiltersProps<S extends string> {
  /** "campaigns" → "Search campaigns", "Filter campaigns by status". */
  noun: string;
  placeholder: string;
  search: string;
  onSearchChange: (text: string) => void;
  statuses: readonly S[];
  status: S | undefined;
  onStatusChange: (status: S | undefined) => void;
  /** "payment status" → "Filter orders by payment status", "All payment statuses". */
  statusLabel?: string;
  /** A newer page is on its way: the rows shown are the previous answer. */
  updating: boolean;
}

/** The search box and status filter above a back-office list. */
export function ListFilters<S extends string>({
  noun,
  placeholder,
  search,
  onSearchChange,
  statuses,
  status,
  onStatusChange,
  statusLabel = 'status',
  updating,
}: ListFiltersProps<S>) {
  const options = [
    { value: ALL, label: `All ${statusLabel}es` },
    ...statuses.map((s) => ({ value: s, label: capitalize(s) })),
  ];
  return (
    <search
      aria-label={`Search and filter ${noun}`}
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <div className="relative sm:w-80">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          aria-label={`Search ${noun}`}
          placeholder={placeholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          className="h-10 pl-9"
        />
      </div>
      <Select
        size="sm"
        className="h-10 sm:w-48"
        aria-label={`Filter ${noun} by ${statusLabel}`}
        value={status ?? ALL}
        options={options}
        onValueChange={(value) => onStatusChange(statuses.find((s) => s === value))}
      />
      {updating ? <Spinner className="size-4 text-muted" label={`Updating ${noun}`} /> : null}
    </search>
  );
}
