import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // AUTOMATION_ID is shared with the server: the dialog posts to /webhook/<AUTOMATION_ID>.
  envPrefix: ["VITE_", "AUTOMATION_ID"],
  build: { assetsInlineLimit: 0 },
});
