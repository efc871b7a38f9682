// jsdom ships no types and @types/jsdom has none for version 29: the one constructor the rich-text
// sanitiser uses (challenges-rich-text.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
