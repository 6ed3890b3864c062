import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ApiKey } from '../../../shared/api-keys';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyNote } from '../../components/ui/empty-note';
import { PageSection } from '../../components/ui/page-section';
import { LoadingShell, QueryState } from '../../components/ui/query-state';
import { SecretOncePanel } from '../../components/ui/secret-once-panel';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useApiKeys, useRevokeApiKey } from './api-keys-api';
import { CreateKeyForm, type MadeKey } from './create-key-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /account/developers "API keys": make a key (shown once), see the keys and when each was last used, revoke.
 * The page keeps the key just made, so its quick start can use it while it is on screen.
 */
export function ApiKeysSection({
  made,
  onMade,
}: {
  made: MadeKey | null;
  onMade: (made: MadeKey | null) => void;
}) {
  // Where keyboard focus goes once the key is put away, rather than back to the top of the page.
  const nameField = useRef<HTMLInputElement>(null);
  return (
    <PageSection
      titleId="api-keys-title"
      title="API keys"
      description={
        <>
          Your CRM or automation tool calls the Quillpost API with a key, sent as{' '}
          <code className="rounded bg-sand px-1">Authorization: Bearer qp_…</code>. Test keys see only test
          data and never charge or mail anything.
        </>
      }
    >
      {made ? (
        <SecretOncePanel
          key={made.key}
          title={`Your new key “${made.name}”`}
          label="API key"
          secret={made.key}
          onDone={() => {
            onMade(null);
            nameField.current?.focus();
          }}
        >
          Keep it somewhere safe. Anyone with it can act on your account through the API; if it leaks, revoke
          it and make a new one.
        </SecretOncePanel>
      ) : null}
      <CreateKeyForm onCreated={onMade} nameRef={nameField} />
      <KeyList />
    </PageSection>
  );
}

function KeyList() {
  const keys = useApiKeys();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <QueryState
      query={keys}
      loading={
        <LoadingShell
          label="Loading your API keys"
          className="gap-2"
          blocks={['h-16 w-full', 'h-16 w-full']}
        />
      }
      errorMessage="We could not load your API keys."
      isEmpty={(data) => data.keys.length === 0}
      empty={<EmptyNote icon={KeyRound}>No API keys yet. Make a test key to try the API safely.</EmptyNote>}
    >
      {(data) => (
        <>
          <ul aria-label="Your API keys" className="grid gap-2">
            {data.keys.map((key) => (
              <li
                key={key.id}
                className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
                    <span className="break-words">{key.name}</span>
                    <Badge variant={key.mode === 'live' ? 'accent' : 'secondary'}>{key.mode}</Badge>
                    {key.revoked ? <Badge variant="destructive">revoked</Badge> : null}
                  </p>
                  <p className="text-sm text-muted">
                    <code className="font-mono">{key.prefix}…</code> · made {when(key.createdAt)} ·{' '}
                    {key.lastUsedAt ? `last used ${when(key.lastUsedAt)}` : 'never used'}
                  </p>
                </div>
                {key.revoked ? null : (
                  <Button
                    variant="outline"
                    className="self-start sm:self-center"
                    onClick={() => setRevoking(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
        </>
      )}
    </QueryState>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (open) return;
        revoke.reset();
        onClose();
      }}
      title={`Revoke “${apiKey?.name ?? ''}”?`}
      description="Every call made with this key is refused from now on. Tools using it stop working until you give them a new key. This cannot be undone."
      confirmLabel="Revoke key"
      cancelLabel="Keep key"
      error={
        revoke.isError ? errorMessage(revoke.error, 'The key could not be revoked. Please try again.') : null
      }
      onConfirm={async () => {
        if (!apiKey) return;
        await revoke.mutateAsync(apiKey.id);
        toast({ title: 'Key revoked', description: `${apiKey.name} no longer works.` });
      }}
    />
  );
}
