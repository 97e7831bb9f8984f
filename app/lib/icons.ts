/**
 * Every icon the site draws, by its lucide name. `scripts/build-icons.ts` turns this list into one
 * SVG sprite (`generated/icons.svg`, hashed into /assets/ by the build) from lucide's own path
 * data, and `<Icon name="…">` references a symbol in it. Pages therefore carry no icon code in
 * their JavaScript (docs/decisions/010). To use a new icon, add its lucide name here.
 */
export const iconNames = [
  // layout and buttons
  "arrow-right",
  "check",
  "chevron-down",
  "clock",
  "download",
  "facebook",
  "instagram",
  "loader-circle",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "phone",
  "shield-check",
  "x",
  // content cards (see app/components/sections/icon.tsx)
  "activity",
  "baby",
  "bone",
  "brain",
  "calendar",
  "circle-check",
  "clipboard-list",
  "droplet",
  "ear",
  "eye",
  "flask-conical",
  "gift",
  "heart-pulse",
  "microscope",
  "pill",
  "scan-line",
  "smile",
  "sparkles",
  "stethoscope",
  "triangle-alert",
  "user",
  "wallet",
] as const;

export type IconSymbol = (typeof iconNames)[number];
