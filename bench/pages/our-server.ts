import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildServer } from "#server/app.ts";
import { loadEnv } from "#server/env.ts";
import { type StaticSite } from "#server/static-site.ts";
import { projectRoot } from "../paths";
import { onShutdown } from "./shutdown";

export interface RunningServer {
  baseUrl: string;
  servedBy: string;
}

/**
 * Our Fastify server exactly as production builds it, on a loopback port, with a throwaway lead
 * store in `storeDir`; serving the build in `dir`, or `site` when given. Closed at shutdown.
 */
export async function startOurServer(options: {
  dir: string;
  name: string;
  storeDir: string;
  site?: StaticSite;
  servedBy?: string;
}): Promise<RunningServer> {
  const env = loadEnv({
    CLIENT_DIR: options.dir,
    DATABASE_PATH: path.join(options.storeDir, `${options.name}-leads.sqlite`),
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
  });
  const app = await buildServer({ env, site: options.site });
  onShutdown(() => app.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    servedBy: options.servedBy ?? `our server (buildServer, CLIENT_DIR=${path.relative(projectRoot, options.dir)})`,
  };
}
