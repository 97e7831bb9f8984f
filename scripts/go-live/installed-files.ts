/**
 * Where each generated deploy file goes on the server (docs/go-live.md copies them there), and
 * what enables it: the one list the go-live document and the check share.
 */
export interface InstalledFile {
  /** Its name in build/. */
  build: string;
  /** Where it is installed. */
  installed: string;
  /** The systemd `.wants` folder `systemctl enable` links it into. */
  wantedBy?: "multi-user.target.wants" | "timers.target.wants";
  /** Only when the editor is enabled (EDITOR_HOST set at build time). */
  editor?: true;
  /** What the operator runs after copying it, if anything. */
  then?: string;
}

export const installedFiles: InstalledFile[] = [
  {
    build: "nginx.conf",
    installed: "/etc/nginx/sites-enabled/clinica.conf",
    then: "nginx -t && systemctl reload nginx",
  },
  {
    build: "editor-nginx.conf",
    installed: "/etc/nginx/sites-enabled/clinica-editor.conf",
    editor: true,
    then: "nginx -t && systemctl reload nginx",
  },
  {
    build: "relay.service",
    installed: "/etc/systemd/system/clinica-relay.service",
    wantedBy: "multi-user.target.wants",
    then: "systemctl daemon-reload && systemctl enable --now clinica-relay",
  },
  {
    build: "editor.service",
    installed: "/etc/systemd/system/clinica-editor.service",
    wantedBy: "multi-user.target.wants",
    editor: true,
    then: "systemctl daemon-reload && systemctl enable --now clinica-editor",
  },
  {
    build: "clinica-leads-backup.service",
    installed: "/etc/systemd/system/clinica-leads-backup.service",
    then: "systemctl daemon-reload",
  },
  {
    build: "clinica-leads-backup.timer",
    installed: "/etc/systemd/system/clinica-leads-backup.timer",
    wantedBy: "timers.target.wants",
    then: "systemctl daemon-reload && systemctl enable --now clinica-leads-backup.timer",
  },
  {
    build: "journald@clinica.conf",
    installed: "/etc/systemd/journald@clinica.conf",
    then: "systemctl restart systemd-journald@clinica.service (if running)",
  },
  // logrotate reads its folder every day: nothing to run.
  { build: "nginx-logrotate.conf", installed: "/etc/logrotate.d/clinica-nginx" },
];
