/**
 * The numbers people read beside the UUIDs (issue 15). Campaign and order rows each have their own sequence,
 * so both are at 1003 sooner or later; shown alike they were mistaken for each other.
 *
 * A customer sees one reference per purchase: its campaign's number, written `#1042`, on the invoice e-mail,
 * the checkout, the confirmation page and e-mail, and in staff's lists beside the campaign and its order. The
 * campaign's number is the one that exists from the first moment (a builder draft, a staff invoice), while an
 * order row appears only with the invoice or the payment. An order row's own number is a payment record,
 * staff-only, written `PAY-1003`, so it can never pass for a reference.
 */

/** "#1042": the customer's reference for the purchase made from campaign 1042. */
export function orderReference(campaignNumber: number): string {
  return `#${campaignNumber}`;
}

/** "PAY-1003": an order row's (a payment record's) own number, shown to staff only. */
export function paymentRecordNumber(orderNumber: number): string {
  return `PAY-${orderNumber}`;
}
