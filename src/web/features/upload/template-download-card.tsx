import { Download, FileSpreadsheet } from 'lucide-react';
import { buildTemplateCsv } from '../../../shared/contacts-template-csv';
import { AccentBanner } from '../../components/ui/accent-banner';
import { Button } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';
import { saveBlob } from '../../lib/save-blob';

const TEMPLATE_FILE_NAME = 'contact-template.csv';

function downloadTemplate() {
  const blob = new Blob([buildTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, TEMPLATE_FILE_NAME);
  trackEvent('contact_template_downloaded');
}

/** The CSV template download (public-site.md §2). */
export function TemplateDownloadCard() {
  return (
    <AccentBanner titleId="template-download-title" className="sm:p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-accent-700 shadow-sm ring-1 ring-accent-200">
        <FileSpreadsheet aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="template-download-title" className="text-base font-semibold text-ink-950">
          Start from our CSV template
        </h2>
        <p className="mt-0.5 text-sm text-muted">
          The required columns, every merge field and an example row, ready for Excel or Google Sheets.
        </p>
      </div>
      <Button variant="outline" onClick={downloadTemplate} className="sm:self-center">
        <Download aria-hidden="true" />
        Download Template
      </Button>
    </AccentBanner>
  );
}
