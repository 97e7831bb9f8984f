import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/content/types";
import type { IconSymbol } from "~/lib/icons";

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
