import type { z } from 'zod';
import type { ZV1CreateCampaignSchema } from '../../../shared/v1-campaigns';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { createCampaign } from '../campaigns/create-campaign';
import { findOwnedCampaign } from '../campaigns/owned-campaigns';
import { findTemplate } from '../catalog/template-store';
import { invalidParam } from './v1-error';
import type { V1Scope } from './v1-scope';

/** What a /v1 campaign is made from (`POST /v1/campaigns`'s body, parsed; `POST /v1/notes` builds one). */
export type V1CampaignInput = z.output<typeof ZV1CreateCampaignSchema>;

/**
 * A /v1 campaign, made by the site's service and checks: a template, a business-day delivery date far enough
 * out, the fields the design prints. Its prices are the web's tiers. A template id that does not exist is
 * answered here, naming `template_id` (the site's check names no field).
 */
export async function createV1Campaign(db: Db, scope: V1Scope, body: V1CampaignInput): Promise<CampaignRow> {
  const { accountId, livemode } = scope;
  if (!(await findTemplate(db, body.template_id))) {
    throw invalidParam(
      'template_id',
      `Design template ${body.template_id} was not found. Please choose another design.`,
    );
  }
  const made = await createCampaign(
    db,
    {
      name: body.name,
      message: body.message,
      handwritingStyle: body.style,
      naturalness: body.naturalness,
      stationeryType: 'postcard',
      designSource: 'template',
      templateId: body.template_id,
      selectedVariantId: body.variant,
      contactFields: body.contact_fields,
      deliveryDate: body.delivery_date,
    },
    { source: 'web', accountId, livemode, metadata: body.metadata },
  );
  return (await findOwnedCampaign(db, scope, made.id))!;
}
