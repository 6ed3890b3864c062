// The one jsdom API the SVG sanitiser uses; the package ships no types and @types/jsdom is not installed.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
