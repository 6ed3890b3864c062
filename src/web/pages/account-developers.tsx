import { useState } from 'react';
import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { ApiKeysSection } from '../features/api-keys/api-keys-section';
import type { MadeKey } from '../features/api-keys/create-key-form';
import { QuickStart } from '../features/api-keys/quick-start';
import { RecentRequestsSection } from '../features/api-requests/recent-requests-section';
import { WebhookEndpointsSection } from '../features/webhooks/webhook-endpoints-section';
import { usePageMeta } from '../lib/seo';

/**
 * /account/developers: what a CRM or automation needs, one section after another: API keys, the quick start
 * (with the test key just made, while it is on screen), webhooks.
 */
export default function DevelopersPage() {
  usePageMeta(PAGE_META.account);
  const [made, setMade] = useState<MadeKey | null>(null);
  return (
    <AccountFrame title="Developers">
      <div className="grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-10">
        <ApiKeysSection made={made} onMade={setMade} />
        {/* A live key never goes into commands that submit, and so charge for, a campaign. */}
        <QuickStart testKey={made?.mode === 'test' ? made.key : null} />
        <RecentRequestsSection newKey={made?.key ?? null} />
        <WebhookEndpointsSection />
      </div>
    </AccountFrame>
  );
}
