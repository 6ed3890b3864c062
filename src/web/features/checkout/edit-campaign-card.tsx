import { PenLine, Users } from 'lucide-react';
import { LinkButton } from '../../components/ui/button';
import { SectionCard } from '../../draft/ordering-header';

/** Where the customer goes back to change an unpaid campaign; the server keeps it meanwhile. */
export const editLinks = (campaignId: string) => ({
  design: `/campaign-builder?campaign=${encodeURIComponent(campaignId)}`,
  contacts: `/contact-upload?campaign=${encodeURIComponent(campaignId)}`,
});

/** 'Need to change something?': the way back from checkout to the builder or the contact upload. */
export function EditCampaignCard({ campaignId }: { campaignId: string }) {
  const links = editLinks(campaignId);
  return (
    <SectionCard
      labelledBy="edit-campaign-title"
      title="Need to change something?"
      description="Your campaign is saved. Fix a typo, change the design or replace the contact list, then come back here to pay."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to={links.design} variant="outline">
          <PenLine aria-hidden="true" />
          Edit message or design
        </LinkButton>
        <LinkButton to={links.contacts} variant="outline">
          <Users aria-hidden="true" />
          Change contacts or date
        </LinkButton>
      </div>
    </SectionCard>
  );
}
