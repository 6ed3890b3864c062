import { DELIVERY_PROMISE } from '../../../shared/delivery-promise-words';
import { DeliveryDatePicker, type DeliveryDatePickerProps } from '../../components/ui/delivery-date-picker';
import { SectionCard } from '../../draft/ordering-header';

/** The upload step's Delivery Date section: the shared picker in the ordering page's card. */
export function DeliveryDateCard(picker: DeliveryDatePickerProps) {
  return (
    <SectionCard
      labelledBy="delivery-date-title"
      title="Delivery Date"
      description={DELIVERY_PROMISE.uploadCard}
    >
      <DeliveryDatePicker {...picker} />
    </SectionCard>
  );
}
