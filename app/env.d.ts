/** The public build-time settings, replaced by Vite in the pages (vite.config.ts); absent under tsx and Vitest. */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration file must stay a script, so it cannot import
declare const __PUBLIC_ENV__: import("#shared/public-env.ts").PublicEnv | undefined;

/** An inline script (app/inline/README.md), compiled (vite.config.ts). */
declare module "*?inline-script" {
  const text: string;
  export default text;
}
