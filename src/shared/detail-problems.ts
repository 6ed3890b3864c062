/** The sentences that tell a customer which of their details cannot print whole on the chosen design. */
import type { TCardZones } from './card-zones';
import { zonesFor } from './card-zones';
import type { ContactFieldType } from './contact-fields';
import { type PrintedDetail, placeCardDetails, type TemplateFieldRules } from './place-card-details';
import { UPLOAD_RULES, UPLOAD_ZONES } from './upload-detail-zones';

/** How a detail is named to the customer ("Your email address …"). */
const DETAIL_NAMES: Record<ContactFieldType, string> = {
  website: 'website',
  email: 'email address',
  phone: 'phone number',
  address: 'address',
  socialMedia: 'social media handle',
};

/**
 * Why the customer's details cannot print whole on this design (empty = they all fit), one sentence per
 * refused detail naming it: the builder shows these and the server refuses a campaign with them. Both printed
 * sides are checked (a template's front and back zones, or the upload band).
 */
export function detailProblems(
  zones: TCardZones | null | undefined,
  rules: TemplateFieldRules,
  contactInfo: readonly PrintedDetail[],
): string[] {
  const refused = new Map<string, PrintedDetail>();
  for (const side of [zonesFor(zones, 'front'), zonesFor(zones, 'back')]) {
    if (!side?.contact) continue;
    for (const d of placeCardDetails(side, rules, { contactInfo }).refused)
      refused.set(`${d.type}\u0000${d.value}`, d);
  }
  return [...refused.values()].map((d) =>
    tooLongAlone(d, zones, rules)
      ? `Your ${DETAIL_NAMES[d.type]} "${d.value}" is too long to print on this design, even in smaller type on the lines it allows. Shorten it or leave it off.`
      : `Your details need more lines than this design has: shorten your ${DETAIL_NAMES[d.type]} "${d.value}" or leave a detail off.`,
  );
}

function tooLongAlone(
  d: PrintedDetail,
  zones: TCardZones | null | undefined,
  rules: TemplateFieldRules,
): boolean {
  return (['front', 'back'] as const).some(
    (side) => placeCardDetails(zonesFor(zones, side), rules, { contactInfo: [d] }).refused.length > 0,
  );
}
/**
 * `detailProblems` for the design a campaign prints: the chosen template's zones and fields, or (an uploaded
 * design, no template) the upload band. The builder shows these; the server refuses a campaign with any.
 */
export function designDetailProblems(
  template: (TemplateFieldRules & { zones: TCardZones | null }) | null | undefined,
  contactInfo: readonly PrintedDetail[],
): string[] {
  return template
    ? detailProblems(template.zones, template, contactInfo)
    : detailProblems(UPLOAD_ZONES, UPLOAD_RULES, contactInfo);
}
