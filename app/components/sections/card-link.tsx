import { Icon } from "#app/components/ui/icon.tsx";
import { defaultBookingContacts } from "#app/lib/booking-links.ts";
import { cn } from "#app/lib/utils.ts";
import { bookingLinkTarget, opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

/** A card's link: internal when the target starts with '/', otherwise the WhatsApp booking chat. */
export function CardLink({ to, label, className }: { to: string; label: string; className?: string }) {
  const classes = (color: string) =>
    cn("inline-flex min-h-11 items-center gap-1 font-semibold hover:underline", color, className);
  if (to.startsWith("/")) {
    return (
      <a href={to} className={classes("text-sky-800 hover:text-sky-950")}>
        {label} <Icon name="arrow-right" className="size-4" />
      </a>
    );
  }
  return (
    <a
      href={defaultBookingContacts.whatsappUrl}
      {...bookingLinkTarget(defaultBookingContacts.whatsappUrl)}
      className={classes("text-green-800 hover:text-green-950")}
    >
      {label} <Icon name="arrow-right" className="size-4" />
      {opensBookingChat(defaultBookingContacts.whatsappUrl) && (
        <span className="sr-only"> (WhatsApp, abre em nova aba)</span>
      )}
    </a>
  );
}
