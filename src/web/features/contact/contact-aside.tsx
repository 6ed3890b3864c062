import { Clock, Mail } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { getPublicConfig } from '../../lib/public-config';

export function ContactAside() {
  const { salesEmail } = getPublicConfig();
  return (
    <div className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight tracking-tight text-ink-950">Get in Touch</h2>
          <CardDescription>Prefer e-mail? Write to our sales team directly.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${salesEmail}`}
            className="flex items-center gap-3 rounded-xl bg-sand p-4 font-medium break-all text-ink-900 transition-colors hover:bg-sand-dark"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
            {salesEmail}
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight tracking-tight text-ink-950">Response Time</h2>
        </CardHeader>
        <CardContent className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <p className="text-sm leading-6 text-muted">
            Our team typically replies within 24 hours on business days.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
