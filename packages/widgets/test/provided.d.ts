/** What the element tests' global setup (provider.global.ts) provides to every test file. */
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of a real provider with the demo data, for the element tests in Chromium. */
    apiBase: string;
    /** The provider's `/site-color` primary, unlike the theme's default so that tests can tell. */
    sitePrimary: string;
    /**
     * A server that answers every GET with JSON but no CORS header: what a provider (or a proxy
     * in front of it) that does not accept the page's origin looks like to a browser.
     */
    noCorsBase: string;
  }
}
