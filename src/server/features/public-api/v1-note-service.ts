import { validateContacts } from '../../../shared/contacts-csv';
import { designDetailProblems } from '../../../shared/detail-problems';
import { V1_PAYMENT_METHOD_TEST_ONLY } from '../../../shared/v1-campaign-actions';
import type { V1CreateNote, V1Note } from '../../../shared/v1-notes';
import type { V1RecipientInput } from '../../../shared/v1-recipients';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { findContactCampaignId, findContactRow, listContactRowsOf } from '../campaigns/contact-store';
import { findOwnedCampaign } from '../campaigns/owned-campaigns';
import { findTemplate } from '../catalog/template-store';
import { v1Note } from '../v1-objects/v1-note-view';
import { toContactInput, V1_ROW_FIELD } from './v1-batch-rows';
import { campaignInScope } from './v1-campaign-in-scope';
import { cancelCampaign } from './v1-cancel-service';
import { createV1Campaign } from './v1-create-campaign';
import { v1NoteDeliveryDate } from './v1-delivery-date';
import { invalidParam, noSuch } from './v1-error';
import { addRecipients } from './v1-recipient-service';
import type { V1Scope } from './v1-scope';
import { assertChargeable, submitCampaign } from './v1-submit-service';

/**
 * POST /v1/notes: the three-call path (create campaign → add recipient → submit) composed from its own
 * services. Everything that can be checked before anything is made is (dates, the address, the payment
 * method, a live key's card); the campaign's own checks run as it is made. Each step commits on its own, so a
 * failure after the campaign exists (the pen check, a declined card) cancels it: no payable draft is left,
 * and a paid order only ever exists with its note.
 */
export async function createNote(deps: AppDeps, scope: V1Scope, body: V1CreateNote): Promise<V1Note> {
  const db = deps.database.db;
  if (body.payment_method && scope.livemode) {
    throw invalidParam('payment_method', V1_PAYMENT_METHOD_TEST_ONLY);
  }
  const deliveryDate = v1NoteDeliveryDate(body);
  const to = { ...body.to, merge_fields: { ...body.to.merge_fields, ...body.merge_fields } };
  assertAddress(to);
  if (body.return_address) await assertReturnAddress(db, body.template_id, body.return_address);
  if (scope.livemode) await assertChargeable(deps, scope.accountId);

  const made = await createV1Campaign(db, scope, {
    name: `Note to ${to.name}`.slice(0, 200),
    message: body.message,
    style: body.style,
    naturalness: body.naturalness,
    template_id: body.template_id,
    variant: body.variant,
    contact_fields: body.return_address ? [{ type: 'address', value: body.return_address }] : [],
    delivery_date: deliveryDate,
    metadata: body.metadata,
  });
  try {
    const batch = await addRecipients(db, made, { kind: 'json', recipients: [to] });
    const problem = batch.errors[0];
    if (batch.added !== 1 || problem) {
      throw invalidParam(toParam(problem?.param ?? null), problem?.message ?? 'This note cannot be written.');
    }
    await submitCampaign(deps, scope, await campaignInScope(db, scope, made.id), body.payment_method);
  } catch (error) {
    // Leaves a cancelled campaign, never a payable one; the step's own error is what the caller sees.
    await cancelCampaign(deps, scope, await campaignInScope(db, scope, made.id)).catch(() => undefined);
    throw error;
  }
  const [contact] = await listContactRowsOf(db, [made.id]);
  return v1Note(db, await campaignInScope(db, scope, made.id), contact!);
}

/** GET /v1/notes/:id: any recipient of the key's campaigns, by its id; 404 for any other. */
export async function findNote(deps: AppDeps, scope: V1Scope, id: string): Promise<V1Note> {
  const db = deps.database.db;
  const campaignId = await findContactCampaignId(db, id);
  const campaign = campaignId ? await findOwnedCampaign(db, scope, campaignId) : undefined;
  const contact = campaign && (await findContactRow(db, campaign.id, id));
  if (!campaign || !contact) throw noSuch('note', id);
  return v1Note(db, campaign, contact);
}

/** The site's address rules on the one recipient, before anything is made; a problem names `to.<field>`. */
function assertAddress(to: V1RecipientInput): void {
  const checked = validateContacts([toContactInput(to)], []);
  const problem = checked.rowErrors?.[0];
  if (problem) {
    throw invalidParam(problem.column ? `to.${V1_ROW_FIELD[problem.column]}` : 'to', problem.message);
  }
  if (checked.contacts.length !== 1) throw invalidParam('to', checked.errors[0] ?? 'Check the address.');
}

/**
 * The return address is the site's `address` contact detail, printed in the design's contact block: the
 * template must have a place for it and the line must fit there (the campaign's own check, named here).
 */
async function assertReturnAddress(db: Db, templateId: number, value: string): Promise<void> {
  const template = await findTemplate(db, templateId);
  // An unknown template is answered by the campaign's own check, naming `template_id`.
  if (!template) return;
  const problem = template.addressEnabled
    ? designDetailProblems(template, [{ type: 'address', value }])[0]
    : `The design "${template.name}" has no place for a return address; choose a template whose fields include address.`;
  if (problem) throw invalidParam('return_address', problem);
}

/** `recipients[0].zip` → `to.zip`; a whole-row problem (the pen check) → `to`. */
const toParam = (param: string | null) => (param ? param.replace(/^recipients\[0\]/, 'to') : 'to');
