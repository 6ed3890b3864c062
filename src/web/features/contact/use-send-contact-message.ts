import { useMutation } from '@tanstack/react-query';
import type { TContactMessageInput } from '../../../shared/contact-message';
import { sendContactMessage } from '../../../shared/contracts/contact/send-contact-message';
import { toast } from '../../components/ui/toast';
import { trackEvent } from '../../lib/analytics';
import { ApiError, errorMessage } from '../../lib/api';
import { call } from '../../lib/call';

/**
 * The toast text for a failed send (public-site.md §8): the server's message, else 'Failed to send
 * message' when the server answered without one, else 'Please try again later.' (network down).
 */
function failureDescription(err: unknown): string {
  const fromServer = errorMessage(err, '');
  if (fromServer && err instanceof ApiError) return fromServer;
  return err instanceof ApiError ? 'Failed to send message' : 'Please try again later.';
}

export function useSendContactMessage(onSent: () => void) {
  return useMutation({
    mutationFn: (message: TContactMessageInput) => call(sendContactMessage, { body: message }),
    onSuccess: (_data, message) => {
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
      trackEvent('contact_form_submitted', { inquiry_type: message.inquiryType });
      onSent();
    },
    onError: (err) => {
      toast({ variant: 'destructive', title: 'Error sending message', description: failureDescription(err) });
    },
  });
}
