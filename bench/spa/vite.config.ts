export { default } from "../../vite.config.ts";
