import type { FastifyPluginAsync } from 'fastify';
import { v1GetQuote } from '../../../shared/contracts/v1/get-quote';
import { CHECKOUT_TIERS, tierRanges } from '../../../shared/pricing';
import type { V1Quote } from '../../../shared/v1-quote';
import type { AppDeps } from '../../app-deps';
import type { CampaignRow } from '../../db/schema';
import { campaignInScope } from './v1-campaign-in-scope';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** What a campaign costs as it stands: the server's totals (what submit charges) and the checkout's tiers. */
export const v1QuoteRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1GetQuote, async (request) =>
      toV1Quote(await campaignInScope(db, v1ScopeOf(request), request.params.id)),
    );
  };

function toV1Quote(row: CampaignRow): V1Quote {
  // The first tier past the campaign's size that is cheaper (an empty campaign is already at the first).
  const next = CHECKOUT_TIERS.find((tier) => tier.min > row.totalNotes && tier.cents < row.pricePerNoteCents);
  return {
    object: 'quote',
    campaign_id: row.id,
    notes: row.totalNotes,
    price_per_note: row.pricePerNoteCents,
    amount: row.totalAmountCents,
    currency: 'usd',
    tiers: tierRanges(CHECKOUT_TIERS).map((tier) => ({
      min_notes: tier.min,
      max_notes: tier.max,
      price_per_note: tier.cents,
    })),
    ...(next && { next_tier: { min_notes: next.min, price_per_note: next.cents } }),
  };
}
