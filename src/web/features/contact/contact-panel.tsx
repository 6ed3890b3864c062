import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { ContactForm } from './contact-form';
import { ThankYou } from './thank-you';
import { useSendContactMessage } from './use-send-contact-message';

/**
 * The contact form, and the thanks once it is sent (an island of the server-rendered contact page).
 * `inquiry`: the subject the link asked for (`?inquiry=pricing`), chosen in the form at first.
 */
export function ContactPanel({ inquiry }: { inquiry: string | null }) {
  const [sent, setSent] = useState(false);
  // A new key gives 'Send Another Message' a fresh, empty form.
  const [formKey, setFormKey] = useState(0);
  const send = useSendContactMessage(() => setSent(true));
  return (
    <Card className="relative">
      {sent ? (
        <CardContent>
          <ThankYou
            onAnother={() => {
              setSent(false);
              setFormKey((k) => k + 1);
              send.reset();
            }}
          />
        </CardContent>
      ) : (
        <>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight tracking-tight text-ink-950">
              Send us a message
            </h2>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm
              key={formKey}
              inquiry={formKey === 0 ? inquiry : null}
              pending={send.isPending}
              onSubmit={(message) => send.mutate(message)}
            />
          </CardContent>
        </>
      )}
    </Card>
  );
}
