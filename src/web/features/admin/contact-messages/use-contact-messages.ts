import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactMessageStatus } from '../../../../shared/contact-message';
import { listContactMessages } from '../../../../shared/contracts/admin-contact-messages/list-contact-messages';
import { updateContactMessageStatus } from '../../../../shared/contracts/admin-contact-messages/update-contact-message-status';
import type { ContractInput } from '../../../../shared/contracts/contract';
import { toast } from '../../../components/ui/toast';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';
import { useAdminPage } from '../ui/use-admin-page';

export type MessageListQuery = NonNullable<ContractInput<typeof listContactMessages>['query']>;

export const useContactMessages = (query: MessageListQuery) => useAdminPage(listContactMessages, { query });

/** Marks one message answered (or new again); the row changes at once, the list refetches for its filter. */
export function useSetMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      adminCall(updateContactMessageStatus, { params: { id }, body: { status } }),
    onSuccess: (updated) => {
      replaceCachedRow(queryClient, listContactMessages, updated);
      void queryClient.invalidateQueries({ queryKey: adminKeyOf(listContactMessages) });
      toast({
        title: 'Message updated',
        description: `The message from ${updated.name} is marked ${updated.status}.`,
      });
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to update the message.' });
    },
  });
}
