import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import { DeliveryDatePicker } from '../../components/ui/delivery-date-picker';
import { SectionCard } from '../../draft/ordering-header';

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
      description={DELIVERY_PROMISE.uploadCard}
    >
      <DeliveryDatePicker value={value} earliest={earliest} onChange={onChange} />
    </SectionCard>
  );
}
