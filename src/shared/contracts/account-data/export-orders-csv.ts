import { defineContract, FILE } from '../contract';

/** One CSV row per payment of the account's campaigns: reference, amounts, statuses, dates (session cookie). */
export const exportOrdersCsv = defineContract({
  method: 'GET',
  path: '/api/account/export/orders.csv',
  auth: 'account',
  response: FILE,
});
