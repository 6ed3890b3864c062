import type { TCreateCampaign } from '../../../shared/campaign';
import { ZCardZonesSchema } from '../../../shared/card-zones';
import { DEFAULT_MAX_CONTACT_FIELDS } from '../../../shared/catalog';
import { deliveryDateProblem, earliestTodayAnywhere } from '../../../shared/delivery-date';
import { designDetailProblems } from '../../../shared/detail-problems';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findTemplate, type TemplateRow } from '../catalog/template-store';

export type Template = TemplateRow | undefined;

/** The template the campaign's design comes from, if any; a template id that no longer exists is a 400. */
export async function chosenTemplate(db: Db, input: TCreateCampaign): Promise<Template> {
  if (input.designSource !== 'template' || input.templateId === null) return undefined;
  const template = await findTemplate(db, input.templateId);
  if (!template) {
    throw badRequest(`Design template ${input.templateId} was not found. Please choose another design.`);
  }
  return template;
}

/**
 * The columns the customer's builder sets, on creation and on every edit: the template's name is kept beside
 * its id, and a colour variant only with a template.
 */
export function builderColumns(input: TCreateCampaign, template: Template) {
  return {
    name: input.name,
    message: input.message,
    handwritingStyle: input.handwritingStyle,
    naturalness: input.naturalness,
    designSource: input.designSource,
    templateId: template?.id ?? null,
    templateName: template?.name ?? null,
    selectedVariantId: template ? input.selectedVariantId : null,
    contactFields: input.contactFields,
    deliveryDate: input.deliveryDate,
  };
}

/** The rules a customer's campaign must meet, on creation and after every edit. */
export function checkWebPayload(input: TCreateCampaign, template: Template, now: Date): void {
  if (input.designSource === 'template' && !template) {
    throw badRequest('Choose a design template, or upload your own design.');
  }
  if (template && input.selectedVariantId) {
    const names = ['Default', ...template.colorVariants.map((v) => v.name)];
    if (!names.includes(input.selectedVariantId)) {
      throw badRequest(
        `The colour "${input.selectedVariantId}" is not available for the design "${template.name}".`,
      );
    }
  }
  const max = template?.maxContactFields ?? DEFAULT_MAX_CONTACT_FIELDS;
  if (input.contactFields.length > max) {
    throw badRequest(
      `This design prints at most ${max} contact fields; remove ${input.contactFields.length - max}.`,
    );
  }
  if (template) {
    const enabled: Record<string, boolean> = {
      website: template.websiteEnabled,
      email: template.emailEnabled,
      phone: template.phoneEnabled,
      address: template.addressEnabled,
      socialMedia: template.socialMediaEnabled,
    };
    const off = input.contactFields.find((f) => !enabled[f.type]);
    if (off) throw badRequest(`The design "${template.name}" has no place for a ${off.type} contact field.`);
  }
  // Printed details are never cut: one the card cannot hold whole is refused, named (the builder's own rule).
  const zones = template ? (ZCardZonesSchema.safeParse(template.zones).data ?? null) : null;
  const [unfit] = designDetailProblems(template ? { ...template, zones } : null, input.contactFields);
  if (unfit) throw badRequest(unfit);
  if (!input.deliveryDate) throw badRequest('Please choose a delivery date.');
  const dateProblem = deliveryDateProblem(input.deliveryDate, earliestTodayAnywhere(now));
  if (dateProblem) throw badRequest(dateProblem);
}
