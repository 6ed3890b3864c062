import { CONTACTS_UPLOAD, DESIGN_UPLOAD } from '../../../../shared/manual-order';
import { toast } from '../../../components/ui/toast';
import { FileField, hasExtension } from '../ui/file-field';
import type { ManualOrderFiles } from './submit-manual-order';

const DESIGN_ACCEPT = DESIGN_UPLOAD.extensions.map((e) => `.${e}`).join(',');
const DESIGN_HINT = 'JPG, PNG, PDF, AI or PSD · max 10MB';

/** The customer's artwork and contact list; they are uploaded when the order is sent. */
export function OrderFilesFields({
  files,
  onChange,
}: {
  files: ManualOrderFiles;
  onChange: (files: ManualOrderFiles) => void;
}) {
  const choose = (slot: keyof ManualOrderFiles) => (file: File | null) => {
    onChange({ ...files, [slot]: file });
    return true;
  };
  return (
    <>
      <FileField
        label="Front design"
        accept={DESIGN_ACCEPT}
        hint={DESIGN_HINT}
        file={files.front}
        onChange={choose('front')}
      />
      <FileField
        label="Back design"
        accept={DESIGN_ACCEPT}
        hint={DESIGN_HINT}
        file={files.back}
        onChange={choose('back')}
      />
      <div className="sm:col-span-2">
        <FileField
          label="Contacts CSV"
          accept=".csv"
          hint="CSV with name, address, city, state and zipcode columns · max 5MB"
          file={files.contacts}
          onChange={(contacts) => {
            if (contacts && !hasExtension(contacts, CONTACTS_UPLOAD.extensions)) {
              toast({
                variant: 'destructive',
                title: 'Invalid File Format',
                description: 'Please upload a CSV file.',
              });
              onChange({ ...files, contacts: null });
              return false;
            }
            return choose('contacts')(contacts);
          }}
        />
      </div>
    </>
  );
}
