import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useOrderForm } from './order-form';

/** Who the order is for and what the notes say: the three required fields. */
export function CustomerFields() {
  const {
    register,
    formState: { errors },
  } = useOrderForm();
  const invalid = (field: keyof typeof errors) => (errors[field] ? true : undefined);
  return (
    <>
      <div className="grid content-start gap-2">
        <Label htmlFor="order-email" required>
          Customer email
        </Label>
        <Input
          id="order-email"
          type="email"
          autoComplete="off"
          required
          aria-invalid={invalid('customerEmail')}
          placeholder="customer@company.com"
          {...register('customerEmail')}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="order-name" required>
          Campaign name
        </Label>
        <Input
          id="order-name"
          required
          aria-invalid={invalid('campaignName')}
          placeholder="Spring open house"
          {...register('campaignName')}
        />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor="order-message" required>
          Message
        </Label>
        <Textarea
          id="order-message"
          required
          aria-invalid={invalid('message')}
          placeholder="Hi {{first_name}}, thank you for…"
          {...register('message')}
        />
      </div>
    </>
  );
}
