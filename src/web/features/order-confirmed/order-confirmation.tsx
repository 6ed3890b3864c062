import { CircleCheckBig, Mail, MapPinned, SearchX } from 'lucide-react';
import { trackOrderPath } from '../../../shared/account';
import type { TOrder } from '../../../shared/order';
import {
  formatArrival,
  formatDecimalUSD,
  formatDeliveryDate,
  handwritingStyleLabel,
  ORDER_NOT_FOUND,
  WHAT_HAPPENS_NEXT,
} from '../../../shared/order';
import { ComingSoon } from '../../components/layout/coming-soon';
import { PageLoadFailed } from '../../components/layout/page-load-failed';
import { TopWash } from '../../components/layout/top-wash';
import { Badge } from '../../components/ui/badge';
import { AnchorButton, LinkButton } from '../../components/ui/button';
import { FactList } from '../../components/ui/fact-list';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../draft/ordering-header';
import { isNotFound } from '../../lib/api';
import { getPublicConfig } from '../../lib/public-config';
import { useMe } from '../account/account-api';
import { ProofsDialog } from '../proofs/proofs-dialog';
import { useConfirmationEmail } from './confirmation-email';
import { ContactSummary } from './contact-summary';
import { useOrder } from './order-api';

function HomeActions() {
  return (
    <>
      <LinkButton to="/" variant="outline">
        Return to Home
      </LinkButton>
      <LinkButton to="/campaign-builder">Create Another Campaign</LinkButton>
    </>
  );
}

export function OrderNotFound() {
  return (
    <ComingSoon
      icon={SearchX}
      eyebrow="Order"
      title={ORDER_NOT_FOUND}
      description="We could not find this order. Check the link in your confirmation e-mail, or contact us."
      actions={<HomeActions />}
    />
  );
}

/** /order-confirmed/{orderId}: everything about the order, read from the server so a reload shows it again. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  return (
    <QueryState
      query={order}
      loading={
        <LoadingShell
          label="Loading your order"
          className="mx-auto max-w-5xl gap-6 px-4 py-10 sm:px-6"
          rowClassName="grid gap-6 md:grid-cols-2"
          blocks={['mx-auto h-16 w-16 rounded-full', 'mx-auto h-10 w-72', ['h-72', 'h-72']]}
        />
      }
      renderError={(error) =>
        isNotFound(error) ? (
          <OrderNotFound />
        ) : (
          <PageLoadFailed
            eyebrow="Order"
            title="We could not load your order"
            onRetry={() => void order.refetch()}
          />
        )
      }
    >
      {(data) => <Confirmation order={data} />}
    </QueryState>
  );
}

function Confirmation({ order }: { order: TOrder }) {
  const { salesEmail } = getPublicConfig();
  // Signed in, the order is already in the account (started while signed in, or paid with its address).
  const me = useMe();
  // In full only in the tab that paid; anyone else with the link reads the server's masked hint.
  const typedEmail = useConfirmationEmail(order.id);
  const sentTo = typedEmail ?? order.confirmationSentTo;
  const delivery = formatDeliveryDate(order.deliveryDate) ?? 'As soon as possible';
  const details: [string, string][] = [
    ['Campaign', order.campaignName],
    ['Handwriting style', handwritingStyleLabel(order.handwritingStyle)],
    ['Number of notes', order.totalNotes.toLocaleString('en-US')],
    ['Price per note', formatDecimalUSD(order.pricePerNote)],
    ['Delivery date', delivery],
  ];
  const arrival = formatArrival(order.deliveryDate);
  if (arrival) details.push(['Arrival', arrival]);
  const info: [string, string][] = [
    ['Order number', order.reference],
    [
      'Order date',
      new Date(order.paidAt ?? order.createdAt).toLocaleString('en-US', {
        dateStyle: 'long',
        timeStyle: 'short',
      }),
    ],
    ['Confirmation sent to', sentTo ?? '—'],
    ['Payment method', order.paymentMethod === 'invoice' ? 'Invoice' : 'Card'],
    ['Order ID', order.id],
  ];
  return (
    <div className="relative">
      <TopWash className="h-72 from-emerald-50" />
      <div className="relative mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:py-14">
        <header className="flex flex-col items-center text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-600 text-white shadow-card">
            <CircleCheckBig aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
            Order Confirmed!
          </h1>
          <p className="mt-3 max-w-xl text-base text-pretty text-muted">
            Thank you! Order <span className="font-semibold text-ink-950">{order.reference}</span> is
            {order.status === 'paid' ? ' paid and' : ''} on its way to our writing team.
            {sentTo ? ` A confirmation has been sent to ${sentTo}.` : ''}
          </p>
          <LinkButton
            to={me.data ? `/account/orders/${order.id}` : trackOrderPath(typedEmail ?? '')}
            variant="outline"
            className="mt-5"
          >
            <MapPinned aria-hidden="true" />
            Track this order
          </LinkButton>
          <p className="mt-2 text-xs text-muted">
            {me.data
              ? 'Follow it in your account from review to mailbox.'
              : 'Sign in with your e-mail to follow it from review to mailbox.'}
          </p>
        </header>

        <div className="grid items-start gap-6 md:grid-cols-2">
          <SectionCard
            labelledBy="order-details-title"
            title="Order Details"
            action={
              <Badge variant={order.status === 'paid' ? 'success' : 'secondary'}>
                {order.status === 'paid' ? 'Paid' : order.status}
              </Badge>
            }
          >
            <FactList facts={details}>
              <div className="flex items-baseline justify-between gap-4 pt-3">
                <dt className="font-semibold text-ink-950">Total paid</dt>
                <dd className="text-xl font-bold text-ink-950">{formatDecimalUSD(order.amount)}</dd>
              </div>
            </FactList>
            <ProofsDialog campaignId={order.campaignId} className="mt-4 w-full sm:w-auto" />
          </SectionCard>

          <ContactSummary campaignId={order.campaignId} />

          <SectionCard labelledBy="order-next-title" title="What Happens Next">
            <ol className="relative flex flex-col gap-4 border-l-2 border-line pl-5">
              {WHAT_HAPPENS_NEXT.map((step) => (
                <li key={step.title} className="relative text-sm">
                  <span
                    aria-hidden="true"
                    className="absolute top-1 -left-[1.72rem] size-3 rounded-full bg-accent-600 ring-4 ring-white"
                  />
                  <p className="font-semibold text-ink-950">{step.title}</p>
                  <p className="text-muted">{step.text}</p>
                </li>
              ))}
            </ol>
          </SectionCard>

          <SectionCard labelledBy="order-info-title" title="Order Information">
            <dl className="flex flex-col divide-y divide-line text-sm">
              {info.map(([label, value]) => (
                <div
                  key={label}
                  className="flex flex-col gap-0.5 py-2 first:pt-0 sm:flex-row sm:justify-between sm:gap-4"
                >
                  <dt className="text-muted">{label}</dt>
                  <dd className="min-w-0 font-medium break-all text-ink-950 sm:text-right">{value}</dd>
                </div>
              ))}
            </dl>
          </SectionCard>
        </div>

        <SectionCard labelledBy="support-title" title="Support & Contact">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              Questions about your order? Write to us and mention order{' '}
              <span className="font-semibold text-ink-950">{order.reference}</span>. We reply within 24 hours
              on business days.
            </p>
            <AnchorButton
              href={`mailto:${salesEmail}?subject=${encodeURIComponent(`Order ${order.reference}`)}`}
              variant="outline"
            >
              <Mail aria-hidden="true" />
              {salesEmail}
            </AnchorButton>
          </div>
        </SectionCard>

        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row">
          <HomeActions />
        </div>
      </div>
    </div>
  );
}
