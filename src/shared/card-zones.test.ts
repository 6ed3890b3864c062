import { describe, expect, it } from 'vitest';
import { type TCardZones, zonesFor } from './card-zones';

const contact = {
  x: 40,
  y: 400,
  width: 300,
  lineHeight: 18,
  maxLines: 3,
  align: 'start',
  color: '#222222',
  fontSize: 13,
  fontFamily: 'sans',
  layout: 'stack',
} as const;
const zones: TCardZones = {
  front: { logo: { x: 20, y: 20, width: 80, height: 60, color: '#222222' }, contact },
  back: { logo: null, contact: { ...contact, color: '#333333' } },
  variantColors: { Midnight: { logo: '#ffffff', contact: '#fafafa' } },
};

describe('zonesFor', () => {
  it('repaints the front in the chosen variant’s colours and keeps the shared back’s own', () => {
    expect(zonesFor(zones, 'front', 'Midnight')).toMatchObject({
      logo: { color: '#ffffff' },
      contact: { color: '#fafafa' },
    });
    expect(zonesFor(zones, 'back', 'Midnight')?.contact?.color).toBe('#333333');
    expect(zonesFor(zones, 'front', 'Unknown')?.contact?.color).toBe('#222222');
    expect(zonesFor(null, 'front')).toBeNull();
  });
});
