import { Icon } from "#app/components/ui/icon.tsx";
import type { IconName } from "#app/site/types.ts";
import type { IconSymbol } from "#app/lib/icons.ts";

/** The content modules name icons by meaning; this maps each meaning to its lucide symbol. */
const symbols: Record<IconName, IconSymbol> = {
  heart: "heart-pulse",
  activity: "activity",
  brain: "brain",
  eye: "eye",
  stethoscope: "stethoscope",
  baby: "baby",
  droplet: "droplet",
  flask: "flask-conical",
  scan: "scan-line",
  shield: "shield-check",
  clock: "clock",
  calendar: "calendar",
  check: "circle-check",
  alert: "triangle-alert",
  user: "user",
  smile: "smile",
  ear: "ear",
  sparkles: "sparkles",
  pill: "pill",
  clipboard: "clipboard-list",
  gift: "gift",
  wallet: "wallet",
  microscope: "microscope",
  bone: "bone",
};

export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return <Icon name={symbols[name]} className={className} />;
}
