import {
  Activity, AlertTriangle, Baby, Bone, Brain, Calendar, CheckCircle2, ClipboardList, Clock, Droplet, Ear, Eye,
  FlaskConical, Gift, HeartPulse, Microscope, Pill, ScanLine, ShieldCheck, Smile, Sparkles, Stethoscope, User, Wallet,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  heart: HeartPulse, activity: Activity, brain: Brain, eye: Eye, stethoscope: Stethoscope, baby: Baby,
  droplet: Droplet, flask: FlaskConical, scan: ScanLine, shield: ShieldCheck, clock: Clock, calendar: Calendar,
  check: CheckCircle2, alert: AlertTriangle, user: User, smile: Smile, ear: Ear, sparkles: Sparkles, pill: Pill,
  clipboard: ClipboardList, gift: Gift, wallet: Wallet, microscope: Microscope, bone: Bone,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
