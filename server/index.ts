import fs from "node:fs";
import { buildServer } from "./app";
import { loadEnv } from "./env";

// A local .env (see .env.example) fills in what the environment does not set.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const env = loadEnv();
const app = await buildServer({ env });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`site ready at http://localhost:${(app.server.address() as { port: number }).port}`);
