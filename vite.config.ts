import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { pickPublicEnv } from "./shared/public-env.ts";
import { compileInlineScript, inlineScriptSuffix } from "./scripts/inline-scripts.ts";

/**
 * `import text from "#app/inline/x?inline-script"` (app/inline/README.md): the compiled script in
 * the prerender, an empty string in the browser bundle, which never needs the text again.
 */
function inlineScripts(): Plugin {
  return {
    name: "clinica:inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(inlineScriptSuffix)) return null;
      const resolved = await this.resolve(source.slice(0, -inlineScriptSuffix.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${inlineScriptSuffix}`;
    },
    load(id, options) {
      if (!id.endsWith(inlineScriptSuffix)) return null;
      const file = id.slice(0, -inlineScriptSuffix.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(options?.ssr ? compileInlineScript(file) : "")};`;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: /^#app\//, replacement: `${path.resolve(import.meta.dirname, "app")}/` },
      // What scripts/generate-content.ts and scripts/build-icons.ts write from content/ and the icon list.
      { find: /^#generated\//, replacement: `${path.resolve(import.meta.dirname, "generated")}/` },
    ],
  },
  // Also when another root builds the site's app (the benchmark's peer, bench/spa).
  publicDir: path.resolve(import.meta.dirname, "public"),
  // The pages see exactly the named public settings (shared/public-env.ts), never a prefix's worth
  // of the environment; no variable starts with this prefix, so import.meta.env holds none.
  envPrefix: "CLINICA_NO_ENV_PREFIX_",
  define: { __PUBLIC_ENV__: JSON.stringify(pickPublicEnv(loadEnv(mode, import.meta.dirname, ""))) },
  // No preload helper in the bundle (~0.8 KiB gzip on every page): a navigation fetches a view's few
  // shared chunks as it imports them, and the dialog is prefetched when idle (decision 017).
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    // React itself (react, react-dom, the scheduler) in one chunk of its own, `react-<hash>.js`: the
    // runtime every island shares, which the budgets count apart from each island's own code.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
