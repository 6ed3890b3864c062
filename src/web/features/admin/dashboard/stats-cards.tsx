import type { LucideIcon } from 'lucide-react';
import { Activity, DollarSign, Mail, Megaphone } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../ui/format';
import { useAdminStats } from './use-admin-stats';

interface StatCardProps {
  label: string;
  value: string | undefined;
  hint: string;
  icon: LucideIcon;
}

function StatCard({ label, value, hint, icon: Icon }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted">{label}</p>
        <span className="flex size-9 items-center justify-center rounded-lg bg-ink-50 text-ink-700">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-24" />
      ) : (
        <p className="mt-1 text-2xl font-bold tracking-tight text-ink-950 tabular-nums sm:text-3xl">
          {value}
        </p>
      )}
      <p className="mt-1 text-xs text-subtle">{hint}</p>
    </Card>
  );
}

/** Notes count paid orders only; what is still waiting for payment is named beside them, not added in. */
function unpaidHint(campaigns: number, notes: number): string {
  if (campaigns === 0) return 'In paid orders · no unpaid drafts';
  const n = (value: number) => value.toLocaleString('en-US');
  return `In paid orders · ${n(campaigns)} unpaid draft${campaigns === 1 ? '' : 's'} (${n(notes)} notes) not counted`;
}

/** The four summary figures (back-office.md §2). */
export function StatsCards() {
  const { data, isError } = useAdminStats();
  const dash = isError ? '—' : undefined;
  const count = (n: number | undefined) => (n === undefined ? dash : n.toLocaleString('en-US'));
  return (
    <section aria-label="Summary" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Campaigns"
        value={count(data?.totalCampaigns)}
        hint="All time"
        icon={Megaphone}
      />
      <StatCard
        label="Total Notes"
        value={count(data?.totalNotes)}
        hint={data ? unpaidHint(data.unpaidCampaigns, data.unpaidNotes) : 'In paid orders'}
        icon={Mail}
      />
      <StatCard
        label="Total Revenue"
        value={data ? formatMoney(data.totalRevenue) : dash}
        hint="Paid orders"
        icon={DollarSign}
      />
      <StatCard
        label="Active Campaigns"
        value={count(data?.activeCampaigns)}
        hint="In processing"
        icon={Activity}
      />
    </section>
  );
}
