import { CONTACTS_UPLOAD, DESIGN_UPLOAD, MANUAL_ORDER_MESSAGES } from '../../../../shared/manual-order';
import { FileDrop } from '../../../components/ui/file-drop';
import { toast } from '../../../components/ui/toast';
import { hasExtension } from '../../../lib/file-extension';
import { ContactsCheck } from './contacts-check';
import type { ManualOrderFiles } from './submit-manual-order';
import type { ContactsUpload } from './use-contacts-upload';

const DESIGN_ACCEPT = DESIGN_UPLOAD.extensions.map((e) => `.${e}`).join(',');
const DESIGN_HINT = 'JPG, PNG, PDF, AI or PSD · max 10MB';

/**
 * The customer's artwork (uploaded when the order is sent) and contact list (checked by the server as soon
 * as it is chosen). A front design and a template both make the card's front, so the pair is flagged here.
 */
export function OrderFilesFields({
  files,
  onChange,
  hasTemplate,
  contacts,
  onContactsChange,
  noteCount,
  onUseCount,
}: {
  files: ManualOrderFiles;
  onChange: (files: ManualOrderFiles) => void;
  hasTemplate: boolean;
  contacts: ContactsUpload;
  onContactsChange: (file: File | null) => void;
  noteCount: number;
  onUseCount: (count: number) => void;
}) {
  const designField = (slot: keyof ManualOrderFiles, label: string) => (
    <FileDrop
      size="field"
      label={label}
      accept={DESIGN_ACCEPT}
      hint={DESIGN_HINT}
      file={files[slot]}
      onSelect={(file) => {
        onChange({ ...files, [slot]: file });
        return true;
      }}
      onRemove={() => onChange({ ...files, [slot]: null })}
    />
  );
  const contactsFile = contacts.status === 'idle' ? null : contacts.file;
  return (
    <>
      <div className="grid content-start gap-2">
        {designField('front', 'Front design')}
        {files.front && hasTemplate ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {MANUAL_ORDER_MESSAGES.templateAndFront}
          </p>
        ) : null}
      </div>
      {designField('back', 'Back design')}
      <div className="grid gap-3 sm:col-span-2">
        <FileDrop
          size="field"
          label="Contacts CSV"
          required
          accept=".csv"
          hint="CSV with name, address, city, state and zipcode columns · max 5MB"
          file={contactsFile}
          onRemove={() => onContactsChange(null)}
          onSelect={(file) => {
            if (!hasExtension(file, CONTACTS_UPLOAD.extensions)) {
              toast({
                variant: 'destructive',
                title: 'Invalid File Format',
                description: 'Please upload a CSV file.',
              });
              onContactsChange(null);
              return false;
            }
            onContactsChange(file);
            return true;
          }}
        />
        <ContactsCheck upload={contacts} noteCount={noteCount} onUseCount={onUseCount} />
      </div>
    </>
  );
}
