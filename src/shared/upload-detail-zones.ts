import type { TCardZones } from './card-zones';
import type { TemplateFieldRules } from './place-card-details';

/**
 * Uploaded designs have no zones: the details go in the bottom band of the front's safe area (0.25 in), their
 * last row on its bottom line.
 */
export const UPLOAD_ZONES: TCardZones = {
  front: {
    logo: { x: 25, y: 405, width: 140, height: 70, color: '#1a1a1f' },
    contact: {
      x: 200,
      y: 475,
      width: 475,
      lineHeight: 15,
      maxLines: 5,
      maxRows: 6,
      align: 'end',
      color: '#1a1a1f',
      fontSize: 11,
      minFontSize: 9,
      fontFamily: 'sans',
      layout: 'stack',
      grow: 'up',
    },
  },
  back: null,
};

/** An uploaded design prints every detail the customer entered, up to the band's lines. */
export const UPLOAD_RULES: TemplateFieldRules = {
  logoEnabled: true,
  websiteEnabled: true,
  emailEnabled: true,
  phoneEnabled: true,
  addressEnabled: true,
  socialMediaEnabled: true,
  maxContactFields: 5,
};
