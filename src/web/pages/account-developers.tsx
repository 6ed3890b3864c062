import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { ApiKeysSection } from '../features/api-keys/api-keys-section';
import { WebhookEndpointsSection } from '../features/webhooks/webhook-endpoints-section';
import { usePageMeta } from '../lib/seo';

/** /account/developers: what a CRM or automation needs, one section after another (API keys first). */
export function DevelopersPage() {
  usePageMeta(PAGE_META.account);
  return (
    <AccountFrame title="Developers">
      <div className="grid max-w-3xl gap-10">
        <ApiKeysSection />
        <WebhookEndpointsSection />
      </div>
    </AccountFrame>
  );
}
