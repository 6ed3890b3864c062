import { SectionCard } from '../draft/ordering-header';
import { DeliveryDatePicker } from './delivery-date-picker';

/** The upload step's Delivery Date section: the shared picker in the ordering page's card. */
export function DeliveryDateCard({
  value,
  earliest,
  onChange,
}: {
  value: string | null;
  earliest: string;
  onChange: (date: string | null) => void;
}) {
  return (
    <SectionCard
      labelledBy="delivery-date-title"
      title="Delivery Date"
      description="When should your notes arrive? We write and mail them 3-5 business days before."
    >
      <DeliveryDatePicker value={value} earliest={earliest} onChange={onChange} />
    </SectionCard>
  );
}
