/**
 * The editor service's page: Keystatic's admin UI (the schema of cms/config.ts, local mode), with a
 * way back to the panel where the staff previews and publishes. Built ahead by editor/build-ui.ts.
 */
import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import keystaticConfig from "#cms/config.ts";
import { SaveErrors } from "./save-errors.tsx";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Keystatic's makePage does
const config: Config<any, any> = keystaticConfig;

const back: React.CSSProperties = {
  position: "fixed",
  right: "1rem",
  bottom: "1rem",
  zIndex: 1000,
  padding: "0.6rem 1rem",
  borderRadius: "0.4rem",
  background: "#0b5cad",
  color: "#fff",
  font: "600 0.95rem system-ui, sans-serif",
  textDecoration: "none",
  boxShadow: "0 2px 8px rgba(0,0,0,.25)",
};

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Keystatic config={config} />
    <SaveErrors />
    <a href="/" style={back}>
      Pré-visualizar e publicar
    </a>
  </StrictMode>,
);
