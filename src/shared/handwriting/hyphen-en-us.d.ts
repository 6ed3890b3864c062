/** Types for the `hyphen` package's US English entry (the package ships none; `@types/hyphen` is not needed). */
declare module 'hyphen/en-us/index.js' {
  interface HyphenOptions {
    hyphenChar?: string;
    minWordLength?: number;
    exceptions?: string[];
  }
  export function hyphenateSync(text: string, options?: HyphenOptions): string;
  export function hyphenate(text: string, options?: HyphenOptions): Promise<string>;
}
