import { parseContactsCsv } from '../../../shared/contacts-csv';

/** Parses a contacts CSV off the main thread, so the page (and its Processing bar) stays responsive. */
self.onmessage = (event: MessageEvent<string>) => {
  try {
    self.postMessage({ ok: true, result: parseContactsCsv(event.data) });
  } catch {
    self.postMessage({ ok: false });
  }
};
