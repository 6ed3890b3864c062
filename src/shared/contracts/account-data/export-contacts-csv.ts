import { defineContract, FILE } from '../contract';

/** Every contact of the account's orders and saved lists, one CSV with a `source` column (session cookie). */
export const exportContactsCsv = defineContract({
  method: 'GET',
  path: '/api/account/export/contacts.csv',
  auth: 'account',
  response: FILE,
});
