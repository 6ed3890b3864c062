import { z } from 'zod';
import { defineContract, FILE } from '../contract';

const dimension = (name: string) => {
  const message = `${name} must be a whole number between 1 and 2000.`;
  return z.coerce.number<string>({ message }).int(message).min(1, message).max(2000, message);
};

/** A neutral SVG for previews that failed to load (public-site.md §7: 280×200 and 560×400). */
export const getPlaceholder = defineContract({
  method: 'GET',
  path: '/api/placeholder/:width/:height',
  auth: 'public',
  params: z.object({ width: dimension('Width'), height: dimension('Height') }),
  response: FILE,
});
