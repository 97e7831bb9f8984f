import { useLayoutEffect, useRef } from "react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { callBack } from "#app/lib/lead/booking-received.ts";
import { opensBookingChat } from "#app/lib/demonstration-notice-link.ts";
import { cn } from "#app/lib/utils.ts";

/** In place of the chat, in a demonstration whose WhatsApp number is an example (decision 059). */
export const WHATSAPP_OFF_SENTENCE =
  "WhatsApp desligado nesta demonstração: o número deste site é de exemplo, então nenhuma conversa foi aberta.";

export interface LeadConfirmationProps {
  /** The number she gave, as the team will dial it ("+55 (31) 98765-4321"). */
  phone: string;
  /**
   * The booking chat the send opened in a new tab (the trigger's redirect), to open it again; in a
   * demonstration with WhatsApp off, the link to its notice, and no chat was opened (decision 059).
   */
  redirectTo: string;
  /** Back to the form, with what she typed, to correct the number. */
  onCorrectPhone: () => void;
}

/**
 * The dialog once the relay has the lead (docs/decisions/050): it becomes the confirmation, and
 * stays until she closes it (no timeout, nothing waiting for the page to be seen), so that it is
 * there when she comes back from the booking chat the send opened in another tab. It says the
 * request was received, the number the team will call with "Corrigir telefone", when they call
 * (within the clinic's hours, from its content), then the chat as the optional next step.
 * Rendered by the lead form in its place (./lead-form.hydrated.tsx), in the form's island.
 */
export function LeadConfirmation({ phone, redirectTo, onCorrectPhone }: LeadConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { when, now, hours } = callBack();

  useLayoutEffect(() => {
    // The dialog's subtitle asks for her data: not what this panel says. Shown again with the form.
    const subtitle = document.getElementById("lead-dialog-description");
    if (subtitle) subtitle.hidden = true;
    heading.current?.focus({ preventScroll: true });
    return () => {
      if (subtitle) subtitle.hidden = false;
    };
  }, []);

  return (
    <div data-testid="lead-confirmation" className="mt-5 space-y-4 text-slate-800">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-green-800 focus:outline-none"
      >
        <Icon name="circle-check" className="size-6 shrink-0" />
        Recebemos seu pedido
      </h3>
      <div>
        <p>Vamos ligar para:</p>
        <p data-testid="lead-confirmation-phone" className="text-lg font-semibold whitespace-nowrap text-slate-900">
          {phone}
        </p>
        <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onCorrectPhone}>
          Corrigir telefone
        </Button>
      </div>
      <div data-testid="lead-confirmation-when">
        <p>{when}</p>
        {now && <p className="mt-1">{now}</p>}
        <ul aria-label="Horário de atendimento" className="mt-1">
          {hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {opensBookingChat(redirectTo) ? (
        <div>
          <p>Também abrimos a conversa com a clínica no WhatsApp, em outra aba, se você preferir falar por lá.</p>
          <a
            href={redirectTo}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: "whatsapp", size: "md" }), "mt-2 w-full")}
          >
            <Icon name="message-circle" />
            Abrir o WhatsApp
          </a>
        </div>
      ) : (
        <p data-testid="lead-confirmation-whatsapp-off">{WHATSAPP_OFF_SENTENCE}</p>
      )}
      <Button type="button" variant="ghost" size="md" className="w-full" data-dialog-close="">
        Fechar
      </Button>
    </div>
  );
}
