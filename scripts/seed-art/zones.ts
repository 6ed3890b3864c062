/**
 * Collects where a front design leaves room for the customer's logo and contact details. The artwork draws
 * no placeholders there; the zones go to manifest.json and every view draws the details into them.
 */
import type { TContactZone, TLogoZone, TSideZones } from '../../src/shared/card-zones';

export class ZoneRecorder {
  logo: TLogoZone | null = null;
  contact: TContactZone | null = null;

  /** @param maxLines the template's maxContactFields: how many details a stacked block may hold. */
  constructor(readonly maxLines: number) {}

  setLogo(zone: TLogoZone): void {
    if (this.logo) throw new Error('A design has one logo zone.');
    this.logo = zone;
  }

  setContact(zone: TContactZone): void {
    if (this.contact) throw new Error('A design has one contact zone.');
    this.contact = zone;
  }

  toJSON(): TSideZones {
    return { logo: this.logo, contact: this.contact };
  }
}
