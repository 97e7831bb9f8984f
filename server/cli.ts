/** `npm run leads`: see server/leads/cli-commands.ts for the commands. */
import readline from "node:readline/promises";
import { loadDotEnv } from "./dotenv";
import { runLeadsCli } from "./leads/cli-commands";

// Every file this writes (exports, backups, the deletion log, a new store) is this user's only.
process.umask(0o077);

// The same settings as the server: a local .env fills in what the environment does not set.
loadDotEnv();

const interactive = process.stdin.isTTY && process.stdout.isTTY;
process.exitCode = await runLeadsCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  confirm: interactive
    ? async (question) => {
        const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
        try {
          return /^(y|yes|s|sim)$/i.test((await prompt.question(question)).trim());
        } finally {
          prompt.close();
        }
      }
    : undefined,
});
