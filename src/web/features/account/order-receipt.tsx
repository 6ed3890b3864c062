import { Printer } from 'lucide-react';
import type { TAccountOrder } from '../../../shared/account-orders';
import { formatDecimalUSD, handwritingStyleLabel } from '../../../shared/order';
import { Button } from '../../components/ui/button';
import { dateTime, hasRefund, remainingAmount, shortDate } from './order-status';

/**
 * The order's receipt. "Print receipt" prints this section alone: the rest of the page is `print:hidden`
 * and the site's header and footer are hidden by the `.qp-receipt` rule in styles.css.
 */
export function OrderReceipt({ order }: { order: TAccountOrder }) {
  const refunded = hasRefund(order);
  const net = remainingAmount(order);
  const rows: [string, string][] = [
    ['Order number', order.reference],
    ['Paid', order.paidAt ? dateTime(order.paidAt) : '—'],
    ['Billed to', order.customerEmail || '—'],
    ['Payment reference', order.paymentReference ?? '—'],
    ['Delivery date', order.deliveryDate ? shortDate(order.deliveryDate) : 'As soon as possible'],
  ];
  return (
    <section
      aria-labelledby="order-receipt-title"
      className="qp-receipt rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="hidden text-sm font-semibold tracking-wide text-ink-950 print:block">Quillpost</p>
          <h2 id="order-receipt-title" className="text-lg font-semibold tracking-tight text-ink-950">
            Receipt
          </h2>
        </div>
        <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print receipt
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium break-all text-ink-950">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">What you paid for</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line align-top">
            <td className="py-2 pr-3">
              <p className="font-medium text-ink-950">{order.name}</p>
              <p className="text-muted">
                {order.totalNotes.toLocaleString('en-US')} handwritten notes ×{' '}
                {formatDecimalUSD(order.pricePerNote)} · {handwritingStyleLabel(order.handwritingStyle)}
                {order.templateName ? ` · ${order.templateName}` : ''}
              </p>
            </td>
            <td className="py-2 text-right font-medium text-ink-950">{formatDecimalUSD(order.amount)}</td>
          </tr>
          {refunded ? (
            <tr className="border-b border-line">
              <td className="py-2 pr-3 text-ink-900">Refunded</td>
              <td className="py-2 text-right font-medium text-red-700">
                −{formatDecimalUSD(order.refunded)}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold text-ink-950">
              {refunded ? 'Total after refund' : 'Total paid'}
            </th>
            <td className="pt-3 text-right text-lg font-bold text-ink-950">{formatDecimalUSD(net)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
