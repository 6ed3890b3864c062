import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import type { TCampaign } from '../../../shared/campaign';
import { NoticePanel } from '../../components/ui/notice-panel';
import { useMe } from '../account/account-api';
import { useBookedRecipients } from './checkout-api';
import { editLinks } from './edit-campaign-card';

/**
 * A warning, not a refusal: recipients who already have a note from this account arriving near this one's
 * date (DUPLICATE_BOOKING_DAYS), in a headed section above the order so it is met before paying.
 */
export function BookedRecipientsNotice({ campaign }: { campaign: TCampaign }) {
  const me = useMe();
  const booked = useBookedRecipients(campaign.id, Boolean(me.data));
  const warning = booked.data?.warning;
  if (!warning) return null;
  return (
    <NoticePanel
      titleId="booked-recipients-title"
      icon={CalendarClock}
      title="Some recipients already have a note on the way"
      padding="p-4 sm:p-5"
    >
      <p className="mt-2 text-sm break-words text-amber-900">{warning}</p>
      <p className="mt-2 text-sm text-amber-900">
        You can still place this order as it is.
        {campaign.editable ? (
          <>
            {' '}
            To leave them out,{' '}
            <Link
              to={editLinks(campaign.id).contacts}
              className="font-medium underline underline-offset-2 hover:text-amber-950"
            >
              change the contacts
            </Link>
            .
          </>
        ) : null}
      </p>
    </NoticePanel>
  );
}
