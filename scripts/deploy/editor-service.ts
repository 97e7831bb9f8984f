/**
 * build/editor.service: the systemd unit of the editor service, in a box of its own (its own user,
 * the file system read-only but what a publish writes, the leads out of sight), and EDITOR_HOST,
 * which enables it and its nginx block (deploy/editor-nginx.ts).
 */
import fs from "node:fs";
import path from "node:path";
import util from "node:util";
import { defaultEditorPort } from "./editor-nginx";
import { journalNamespace } from "./log-retention";
import { hardeningLines } from "./relay-service";
import { checkUnitPaths, projectNode } from "./unit-paths";

export { defaultEditorPort, renderEditorNginxServer } from "./editor-nginx";

/** EDITOR_HOST from the environment, else from the project's .env (as `npm run editor` reads it). */
export function editorHostSetting(projectRoot: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.EDITOR_HOST !== undefined) return env.EDITOR_HOST.trim() || undefined;
  const file = path.join(projectRoot, ".env");
  if (!fs.existsSync(file)) return undefined;
  return util.parseEnv(fs.readFileSync(file, "utf8")).EDITOR_HOST?.trim() || undefined;
}

/** The editor's own user; the checkout's group (`clinica`, the relay's) lets the relay read what it releases. */
export const editorUser = "clinica-editor";
export const checkoutGroup = "clinica";

/** Where the unit reads the settings beyond its own (EDITOR_DEPLOY_COMMAND, ...): root's, 0600. */
export const editorEnvironmentFile = "/etc/clinica/editor.env";

/**
 * A build's peak memory, measured with `/usr/bin/time -v npm run build` on the fixture content
 * (docs/decisions/046-the-deploy-the-clinic-goes-live-with.md), with room for the service itself
 * and a larger content: past it the kernel stops the build, not the machine.
 */
export const editorMemoryMax = "2G";

/**
 * What a publish writes, inside the checkout: the folders of the site's releases and the link
 * `build` to the live one (replaced by a rename in the checkout's own folder, so that folder is
 * writable, its code files and folders below made read-only again), the content and its git
 * history, the editor's data, the generated modules and images, and the build's caches.
 */
export const editorWritablePaths = [
  "",
  "releases",
  "content",
  "images",
  ".git",
  "data/editor",
  "generated",
  "public/images/generated",
  "build-editor",
  "build-editor-server",
  ".react-router",
  "node_modules/.vite",
  "node_modules/.vite-temp",
];

/** The code of the checkout: read-only again below the writable checkout folder (missing ones skipped). */
export const editorReadOnlyPaths = [
  "app",
  "bench",
  "cms",
  "docs",
  "editor",
  "eslint",
  "node_modules",
  "public",
  "scripts",
  "server",
  "shared",
  "tests",
  ".ci",
  ".env",
  ".env.example",
  ".gitignore",
  ".prettierignore",
  ".prettierrc.json",
  "README.md",
  "SECURITY.md",
  "eslint.config.js",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
  "vitest.config.ts",
];

/** What the editor never sees: the leads store (SQLite and its WAL), the relay's logs and the backups. */
export const editorInaccessiblePaths = [
  "data/leads.sqlite",
  "data/leads.sqlite-wal",
  "data/leads.sqlite-shm",
  "data/lead-deletions.log",
  "data/access-log",
  "data/backups",
];

/** An https origin, nothing a unit file could read otherwise (no space, quote or backslash). */
const siteOrigin = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/?$/;

const inRoot = (root: string, relative: string) => (relative ? path.join(root, relative) : root);

/**
 * The systemd unit of the editor service: the project's Node by absolute path on
 * editor/start.mjs, on 127.0.0.1 only, trusting nginx in front of it, under its own user,
 * sandboxed as the relay is, writing only what a publish writes. Disabled (commented out) until
 * the clinic sets EDITOR_HOST.
 */
export function renderEditorService(
  projectRoot: string,
  editorHost: string | undefined,
  nodeBinary = projectNode(projectRoot),
  /** The site's address the build was made for (VITE_SITE_URL): the editor's publications need it. */
  siteUrl?: string,
): string {
  checkUnitPaths(projectRoot, nodeBinary);
  const unit = [
    "[Unit]",
    "Description=Clinica: the staff's content editor (log in, preview, publish, undo), behind nginx",
    "After=network-online.target",
    "Wants=network-online.target",
    "",
    "[Service]",
    "Type=simple",
    `User=${editorUser}`,
    `Group=${checkoutGroup}`,
    `WorkingDirectory=${projectRoot}`,
    `Environment=EDITOR_PORT=${defaultEditorPort}`,
    `Environment=EDITOR_HOST=${editorHost ?? ""}`,
    "Environment=EDITOR_TRUST_PROXY=1",
    // The publication gate refuses a publication without the site's address (decision 052): the
    // editor's builds get the one this build was made with; editor.env, read after, may change it.
    ...(siteUrl && siteOrigin.test(siteUrl) ? [`Environment=VITE_SITE_URL=${siteUrl}`] : []),
    `EnvironmentFile=-${editorEnvironmentFile}`,
    // The release module makes released files 0644/0755 whatever the umask; data/editor stays private.
    "UMask=0077",
    "# Its log (staff requests, with their addresses) kept as the relay's: build/journald@clinica.conf.",
    `LogNamespace=${journalNamespace}`,
    `ExecStart=${nodeBinary} ${path.join(projectRoot, "editor/start.mjs")}`,
    "Restart=on-failure",
    "KillSignal=SIGTERM",
    "TimeoutStopSec=15",
    "",
    "# The file system: read-only everywhere but what a publish writes; the leads out of sight.",
    "ProtectSystem=strict",
    `ReadWritePaths=${editorWritablePaths.map((relative) => `-${inRoot(projectRoot, relative)}`).join(" ")}`,
    `ReadOnlyPaths=${editorReadOnlyPaths.map((relative) => `-${inRoot(projectRoot, relative)}`).join(" ")}`,
    `InaccessiblePaths=${editorInaccessiblePaths.map((relative) => `-${inRoot(projectRoot, relative)}`).join(" ")} -/var/log/clinica-nginx -/etc/clinica/relay.env`,
    ...hardeningLines,
    "# A build at its peak, and no more: a runaway build stops here, not at the machine's memory.",
    `MemoryMax=${editorMemoryMax}`,
    "TasksMax=256",
    "",
    "[Install]",
    "WantedBy=multi-user.target",
    "",
  ];
  const header = [
    "# systemd unit: the editor service (npm run editor) behind build/editor-nginx.conf. Generated by",
    "# scripts/deploy-config.ts (renderEditorService); `npm run build` rewrites it. Install (docs/go-live.md):",
    `#   useradd --system --home-dir /nonexistent --gid ${checkoutGroup} ${editorUser}`,
    "#   cp build/editor.service /etc/systemd/system/clinica-editor.service",
    "#   systemctl daemon-reload && systemctl enable --now clinica-editor",
    `# Settings beyond these (EDITOR_DEPLOY_COMMAND, ...) go in ${editorEnvironmentFile}, read by systemd as root.`,
  ];
  if (editorHost) return [...header, ...unit].join("\n");
  return [
    ...header,
    "# Disabled until EDITOR_HOST is set in .env (then build again):",
    ...unit.map((line) => (line ? `# ${line}` : "#")),
    "",
  ].join("\n");
}
