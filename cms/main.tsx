/**
 * The editor's page: Keystatic's admin UI, mounted in the browser only (as its Astro and Remix
 * integrations do). Served by cms/server.ts on loopback; never part of the public site.
 */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import keystaticConfig from "./config";

// Keystatic's own page makers take the config as Config<any, any>: the narrow type of ours does
// not fit <Keystatic>'s invariant UI options.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Keystatic's makePage does
const config: Config<any, any> = keystaticConfig;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Keystatic config={config} />
  </StrictMode>,
);
