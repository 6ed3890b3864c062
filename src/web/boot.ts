import { DEFERRED_SCRIPTS_ID, type DeferredScripts } from '../shared/deferred-scripts';

/*
 * The start of a server-rendered page. The page is already painted from its HTML (its links work without
 * script), so the app that makes it interactive is fetched once the page has its fonts and images (the load
 * event): on a slow phone those then have the connection to themselves instead of sharing it with 150 KB of
 * script, and the page's largest paint comes sooner.
 */
function start(): void {
  const element = document.getElementById(DEFERRED_SCRIPTS_ID);
  if (!element?.textContent) throw new Error(`The page has no #${DEFERRED_SCRIPTS_ID} script list`);
  const scripts = JSON.parse(element.textContent) as DeferredScripts;
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ scripts.entry);
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
