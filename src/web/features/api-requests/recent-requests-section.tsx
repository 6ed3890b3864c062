import { History, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  API_REQUESTS_KEPT_DAYS,
  API_REQUESTS_SHOWN,
  type ApiKeyMode,
  type ApiRequest,
  ZApiKeyModeSchema,
} from '../../../shared/api-keys';
import { Button } from '../../components/ui/button';
import { EmptyNote } from '../../components/ui/empty-note';
import { PageSection } from '../../components/ui/page-section';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useApiRequests } from './api-requests-api';
import { RequestLog } from './request-log';

const MODES: readonly (readonly [ApiKeyMode, string])[] = [
  ['test', 'Test'],
  ['live', 'Live'],
];

const EMPTY: Record<ApiKeyMode, string> = {
  test: 'No requests yet with your test keys — try the quick start above.',
  live: 'No requests yet with your live keys.',
};

/**
 * /account/developers "Recent requests": every call the account's keys made to the API, with its outcome, in
 * one mode at a time. `newKey` is a key just made: its first calls are about to come in, so the log is fetched
 * again.
 */
export function RecentRequestsSection({ newKey }: { newKey: string | null }) {
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const requests = useApiRequests(mode);
  const { refetch } = requests;
  useEffect(() => {
    if (newKey) void refetch();
  }, [newKey, refetch]);
  return (
    <PageSection
      titleId="recent-requests-title"
      title="Recent requests"
      description={`Every call your keys make to the API and how it was answered, newest first: the latest ${API_REQUESTS_SHOWN} in each mode, kept for ${API_REQUESTS_KEPT_DAYS} days.`}
    >
      <Tabs value={mode} onValueChange={(value) => setMode(ZApiKeyModeSchema.parse(value))}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Requests made with">
            {MODES.map(([value, label]) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <Button variant="outline" size="sm" disabled={requests.isFetching} onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" className={cn(requests.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        </div>
        {MODES.map(([value]) => (
          <TabsContent key={value} value={value} aria-busy={requests.isFetching}>
            <RequestsState mode={value} requests={requests} />
          </TabsContent>
        ))}
      </Tabs>
    </PageSection>
  );
}

function RequestsState({
  mode,
  requests,
}: {
  mode: ApiKeyMode;
  requests: ReturnType<typeof useApiRequests>;
}) {
  if (requests.isPending) {
    return (
      <div role="status" aria-label={`Loading your ${mode} requests`} className="grid gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  // A failed refresh keeps the requests already shown, under the message.
  const failed = requests.isError ? (
    <p role="alert" className="text-sm text-red-700">
      We could not load your {mode} requests.{' '}
      {errorMessage(requests.error, 'Please check your connection and use Refresh to try again.')}
    </p>
  ) : null;
  if (!requests.data) return failed;
  return (
    <div className="grid gap-3">
      {failed}
      <RequestList mode={mode} list={requests.data.requests} />
    </div>
  );
}

function RequestList({ mode, list }: { mode: ApiKeyMode; list: ApiRequest[] }) {
  if (list.length === 0) {
    return <EmptyNote icon={History}>{EMPTY[mode]}</EmptyNote>;
  }
  return <RequestLog mode={mode} requests={list} />;
}
