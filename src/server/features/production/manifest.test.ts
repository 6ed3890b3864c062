import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MANIFEST_COLUMNS } from '../../../shared/production';
import { type ManifestRow, manifestHeader, manifestLines } from './manifest';

const row = (name: string, sequence: number): ManifestRow => ({
  sequence,
  contact_id: `id-${sequence}`,
  name,
  address1: '1 Main St, Suite 2',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02134',
  style: 'casual',
  message_svg: 'notes/0001-message.svg',
  address_svg: 'notes/0001-address.svg',
  gcode: 'gcode/0001.gcode',
  letter_size_mm: 4.5,
  address_letter_size_mm: 3.2,
  stroke_length_mm: 1234.56,
  pen_up_travel_mm: 321.5,
  writing_time_s: 42.1,
});

describe('manifest.csv', () => {
  it('reads back as one row per note under the documented columns, written chunk by chunk', () => {
    const csv =
      manifestHeader() +
      manifestLines([row('Zoë', 1), row('=1+2', 2)]) +
      manifestLines([]) +
      manifestLines([row('Ann', 3)]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([...MANIFEST_COLUMNS]);
    expect(parsed.data.map((r) => r.name)).toEqual(['Zoë', "'=1+2", 'Ann']);
    expect(parsed.data[0]).toMatchObject({
      address1: '1 Main St, Suite 2',
      zip: '02134',
      stroke_length_mm: '1234.56',
    });
  });
});
