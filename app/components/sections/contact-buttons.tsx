import { Icon } from "#app/components/ui/icon.tsx";
import { buttonVariants, type ButtonVariantProps } from "#app/components/ui/button.tsx";
import { defaultBookingContacts, type BookingContacts } from "#app/lib/booking-links.ts";
import { cn } from "#app/lib/utils.ts";
import { bookingLinkTarget, opensBookingChat } from "#app/lib/demonstration-notice-link.ts";

interface ContactButtonProps {
  label?: string;
  contacts?: BookingContacts;
  size?: ButtonVariantProps["size"];
  variant?: ButtonVariantProps["variant"];
  className?: string;
}

/** Opens the WhatsApp chat with the prefilled booking text in a new tab. */
export function WhatsAppButton({
  label = "Agendar pelo WhatsApp",
  contacts = defaultBookingContacts,
  size,
  variant = "whatsapp",
  className,
}: ContactButtonProps) {
  return (
    <a
      href={contacts.whatsappUrl}
      {...bookingLinkTarget(contacts.whatsappUrl)}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <Icon name="message-circle" />
      {label}
      {opensBookingChat(contacts.whatsappUrl) && <span className="sr-only"> (abre em nova aba)</span>}
    </a>
  );
}

/** Shows the landline and calls it (tel:). */
export function PhoneButton({
  label,
  contacts = defaultBookingContacts,
  size,
  variant = "outline",
  className,
}: ContactButtonProps) {
  return (
    <a href={contacts.phoneUrl} className={cn(buttonVariants({ variant, size }), className)}>
      <Icon name="phone" />
      {/* One text that may wrap between the label and the number, never inside the number. */}
      <span>
        {label && `${label} `}
        <span className="whitespace-nowrap">{contacts.phoneDisplay}</span>
      </span>
    </a>
  );
}

/** WhatsApp and phone side by side, the booking pair used across pages. */
export function BookingButtons({
  contacts,
  className,
  whatsappLabel,
  phoneLabel = "Ligar:",
  phoneVariant,
}: {
  contacts?: BookingContacts;
  className?: string;
  whatsappLabel?: string;
  phoneLabel?: string;
  phoneVariant?: ButtonVariantProps["variant"];
}) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      <WhatsAppButton contacts={contacts} label={whatsappLabel} />
      <PhoneButton contacts={contacts} label={phoneLabel} variant={phoneVariant} />
    </div>
  );
}
