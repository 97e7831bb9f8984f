import { loadDotEnv } from "./dotenv";
import { buildServer } from "./app";
import { loadEnv, type ServerEnv } from "./env";
import { missingAlertChannel } from "./leads/alert-channel";
import { loggableError } from "./loggable-error";
import { buildDirOf, readPublicSettings, settleWithBuild } from "./public-settings";

/** A shutdown that has not finished by then is cut short: an orchestrator's kill comes soon after. */
const shutdownDeadlineMs = 10_000;

// Every file the server creates (the lead store, its WAL, the access and deletion logs) is this
// user's only: leads are personal data, some of it about health.
process.umask(0o077);

// A local .env (see .env.example) fills in what the environment does not set; never under systemd.
loadDotEnv();

let env: ServerEnv;
try {
  const fromEnvironment = loadEnv();
  env = settleWithBuild(fromEnvironment, process.env, readPublicSettings(buildDirOf(fromEnvironment.CLIENT_DIR)));
  const refusal = missingAlertChannel(env);
  if (refusal) throw new Error(refusal);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = await buildServer({ env });

// Stop accepting, answer the requests in flight, stop the forwarder (a delivery in flight is
// aborted and its lead stays pending, its attempt uncounted), close the store; a second signal
// kills at once.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error(`still closing after ${shutdownDeadlineMs / 1000} s: exiting now`);
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    app.close().then(
      () => {
        app.log.info("closed");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ error: loggableError(error) }, "close failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`site ready at http://localhost:${(app.server.address() as { port: number }).port}`);
if (app.metricsUrl) app.log.info(`metrics at ${app.metricsUrl}`);
