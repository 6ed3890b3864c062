import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useOrderForm } from './order-form';

/**
 * Who the order is for and what the notes say: the three required fields. A refused form says what is wrong in
 * its toast; a field only says it is at fault.
 */
export function CustomerFields() {
  const {
    register,
    formState: { errors },
  } = useOrderForm();
  const invalid = (field: keyof typeof errors) => (errors[field] ? true : undefined);
  return (
    <>
      <Field id="order-email" label="Customer email" required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            aria-invalid={invalid('customerEmail')}
            placeholder="customer@company.com"
            {...register('customerEmail')}
          />
        )}
      </Field>
      <Field id="order-name" label="Campaign name" required>
        {(control) => (
          <Input
            {...control}
            aria-invalid={invalid('campaignName')}
            placeholder="Spring open house"
            {...register('campaignName')}
          />
        )}
      </Field>
      <Field id="order-message" label="Message" required className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            aria-invalid={invalid('message')}
            placeholder="Hi {{first_name}}, thank you for…"
            {...register('message')}
          />
        )}
      </Field>
    </>
  );
}
