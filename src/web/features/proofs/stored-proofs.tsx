import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { listCampaignProofs } from '../../../shared/contracts/campaigns/list-campaign-proofs';
import { PROOFS_PAGE_SIZE } from '../../../shared/proofs';
import { queryFor } from '../../lib/call';
import { ProofGrid } from './proof-grid';
import { ReadyLine } from './ready-line';
import { usePagedSearch } from './use-paged-search';

/**
 * A saved campaign's proofs as the server draws them: each card as the recipient will hold it, the printed
 * back under exactly the strokes the robots will write (`?view=card`).
 */
export function StoredProofs({ campaignId, wide }: { campaignId: string; wide?: boolean }) {
  const { page, setPage, query, search } = usePagedSearch();
  const q = useDeferredValue(query.trim());
  const proofs = useQuery({
    ...queryFor(listCampaignProofs, {
      params: { id: campaignId },
      query: { page, pageSize: PROOFS_PAGE_SIZE, q },
    }),
    placeholderData: keepPreviousData,
  });
  const data = proofs.data;
  return (
    <div className="flex flex-col gap-4">
      {data && !q ? <ReadyLine total={data.total} needsAttention={data.needsAttention} /> : null}
      <ProofGrid
        items={(data?.items ?? []).map((item) => ({
          key: item.contactId,
          name: item.name,
          src: item.cardSvgUrl,
          warnings: item.warnings,
          openable: true,
        }))}
        total={data?.total ?? 0}
        page={page}
        pageSize={PROOFS_PAGE_SIZE}
        onPage={setPage}
        query={query}
        onQuery={search}
        status={proofs.isError && !data ? 'error' : data ? 'ready' : 'loading'}
        onRetry={() => void proofs.refetch()}
        stale={proofs.isPlaceholderData}
        wide={wide}
      />
    </div>
  );
}
