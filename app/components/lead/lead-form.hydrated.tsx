import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "#app/components/ui/button.tsx";
import { DEFAULT_COUNTRY, countryByCode, phoneHint, type CountryOption } from "#shared/lead/countries.ts";
import { hasNonPhoneCharacters, maskPhone } from "#shared/lead/phone-mask.ts";
import { HONEYPOT_FIELD, checkLeadForm, type LeadFormErrors, type LeadFormValues } from "#shared/lead/schema.ts";
import { deliverLead } from "#app/lib/lead/deliver-lead.ts";
import { completeRedirect, openPendingTab } from "#app/lib/lead/send-lead.ts";
import { opensBookingChat } from "#app/lib/demonstration-notice-link.ts";
import {
  PENDING_TAB_MESSAGE,
  closeLeadDialog,
  currentRequest,
  formHydrated,
  onLeadDialogClose,
  setSending,
  type HeldSubmit,
  type TypedLead,
} from "#app/lib/lead/dialog-frame.ts";
import { cn } from "#app/lib/utils.ts";
import { CountryPicker } from "./country-picker.hydrated";
import { LeadConfirmation, type LeadConfirmationProps } from "./lead-confirmation.hydrated";

/** docs/product.md#the-lead-dialog: exists in the markup, never made visible. */
export const LEAD_ERROR_BANNER_TEXT =
  "Erro ao enviar formulário. Verifique os dados e sua conexão com a internet. Abra o console do navegador (F12) para mais detalhes.";

const inputClass =
  "min-h-12 w-full border border-slate-400 px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-sky-700 aria-invalid:border-red-700 disabled:bg-slate-100";

const emptyForm: LeadFormValues = { name: "", phone: "" };

export interface LeadFormProps {
  /**
   * What the visitor typed into the prerendered fields before React arrived, the phone masked
   * (app/islands/lead-dialog-island.tsx): the form starts from it, so nothing typed is lost.
   */
  typed?: TypedLead;
  /** The phone field's text as typed before React arrived, before the mask: see `change`. */
  phoneTyped?: string;
}

/**
 * Validated on submit, then each field again as it changes (docs/product.md#lead-validation). Once the
 * relay has the lead, the form gives its place to the confirmation (./lead-confirmation.hydrated.tsx,
 * docs/decisions/050) until the dialog is closed, then is empty again; "Corrigir telefone" brings
 * the form back with what was typed. A lead not yet acknowledged (kept on the device for a resend)
 * closes the dialog as before. Two fields do not need a form library (docs/decisions/031).
 * Prerendered closed inside the dialog (lead-dialog.tsx) and hydrated when React arrives on the
 * first intent to book (docs/decisions/042); the dialog's frame around it is plain DOM
 * (app/lib/lead/dialog-frame.ts), which holds the trigger's request and a submit made before.
 */
export function LeadForm({ typed, phoneTyped }: LeadFormProps) {
  const [country, setCountry] = useState<CountryOption>(DEFAULT_COUNTRY);
  const [honeypot, setHoneypot] = useState(typed?.honeypot ?? "");
  const [values, setValues] = useState<LeadFormValues>(
    typed ? { name: typed.name, phone: typed.phone, phoneTyped } : emptyForm,
  );
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState<Omit<LeadConfirmationProps, "onCorrectPhone">>();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const change = (field: "name" | "phone", value: string, nextCountry = country) => {
    const next = { ...values, [field]: value, country: nextCountry.code };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: checkLeadForm(next).errors?.[field] }));
  };

  /**
   * The mask keeps only digits, so the form keeps the text as typed beside it (`phoneTyped`): a
   * letter is answered "Use só números" at once, submitted or not, instead of vanishing.
   */
  const changePhone = (typedText: string) => {
    const next = { ...values, phone: maskPhone(country.code, typedText), phoneTyped: typedText, country: country.code };
    setValues(next);
    if (submitted || hasNonPhoneCharacters(typedText)) {
      setErrors((current) => ({ ...current, phone: checkLeadForm(next).errors?.phone }));
    }
  };

  const submitValidLead = async (lead: LeadFormValues, redirectTo: string, pendingTab: Window | null) => {
    const outcome = await deliverLead({
      name: lead.name,
      maskedPhone: lead.phone,
      country: country.code,
      honeypot,
      subject: currentRequest().subject,
    });
    // Whatever the outcome, even an unexpected error, the visitor goes on to the booking chat (docs/product.md#the-lead-dialog).
    setSending(false);
    setErrors({});
    setSubmitted(false);
    setSubmitting(false);
    // Said only once the relay holds it: a lead kept for a resend is not yet received.
    if (outcome === "sent") setConfirmed({ phone: `${country.dialCode} ${lead.phone}`, redirectTo });
    else {
      closeLeadDialog();
      setValues(emptyForm);
    }
    completeRedirect(redirectTo, pendingTab);
  };

  /** A submit, from React's event or held from before hydration with the tab opened for it then, if any. */
  const submit = (held?: HeldSubmit) => {
    if (isSubmitting) return;
    const redirectTo = currentRequest().redirectTo;
    const verdict = checkLeadForm({ ...values, country: country.code });
    if (verdict.errors) {
      held?.pendingTab?.close();
      // Rendered first, so the field that takes focus is already marked invalid and described.
      flushSync(() => {
        setSubmitted(true);
        setErrors(verdict.errors);
      });
      (verdict.errors.name ? nameRef : phoneRef).current?.focus();
      return;
    }
    // Validated synchronously so the new tab opens inside the click, where no browser blocks it.
    // No tab for a demonstration's booking switched off (decision 059): the confirmation says so instead.
    const pendingTab =
      held?.pendingTab !== undefined
        ? held.pendingTab
        : opensBookingChat(redirectTo)
          ? openPendingTab(PENDING_TAB_MESSAGE)
          : null;
    setSending(true);
    flushSync(() => {
      setSubmitted(true);
      setErrors({});
      setSubmitting(true);
    });
    void submitValidLead(verdict.values, redirectTo, pendingTab);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // The confirmation stays until the dialog is closed; the next opening finds the form empty.
  useEffect(() => {
    if (!confirmed) return;
    return onLeadDialogClose(() => {
      setConfirmed(undefined);
      setValues(emptyForm);
    });
  }, [confirmed]);

  /** "Corrigir telefone": the form again, as she left it, her phone ready to be corrected. */
  const correctPhone = () => {
    flushSync(() => setConfirmed(undefined));
    phoneRef.current?.focus();
    phoneRef.current?.select();
  };

  // Hydrated: a submit made before React arrived is sent now, once.
  useLayoutEffect(() => {
    const held = formHydrated();
    // After this commit, so the submit renders and focuses as a submit from the button does.
    if (held) queueMicrotask(() => submit(held));
    // Once, on hydration: what it reads is the first render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (confirmed) return <LeadConfirmation {...confirmed} onCorrectPhone={correctPhone} />;

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <div
        role="alert"
        hidden
        data-testid="lead-error-banner"
        className="rounded-lg bg-red-50 p-3 text-sm text-red-900"
      >
        {LEAD_ERROR_BANNER_TEXT}
      </div>

      <div>
        <label htmlFor="lead-name" className="block font-semibold text-slate-900">
          Nome completo
        </label>
        <input
          id="lead-name"
          data-autofocus=""
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          disabled={isSubmitting}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "lead-name-error" : undefined}
          className={cn(inputClass, "mt-1 rounded-lg")}
          name="name"
          ref={nameRef}
          value={values.name}
          onChange={(event) => change("name", event.target.value)}
        />
        {errors.name && (
          <p id="lead-name-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.name}
          </p>
        )}
      </div>

      <div>
        <label htmlFor="lead-phone" className="block font-semibold text-slate-900">
          Telefone
        </label>
        <div className="mt-1 flex">
          <CountryPicker
            value={country}
            disabled={isSubmitting}
            onChange={({ code }) => {
              const next = countryByCode(code) ?? DEFAULT_COUNTRY;
              setCountry(next);
              change("phone", maskPhone(next.code, values.phone), next);
            }}
          />
          <input
            id="lead-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={country.placeholder}
            disabled={isSubmitting}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "lead-phone-hint lead-phone-error" : "lead-phone-hint"}
            className={cn(inputClass, "rounded-r-lg")}
            name="phone"
            ref={phoneRef}
            value={values.phone}
            onChange={(event) => changePhone(event.target.value)}
          />
        </div>
        <p id="lead-phone-hint" className="mt-1 text-sm text-slate-700" data-testid="lead-phone-hint">
          {phoneHint(country)}
        </p>
        {errors.phone && (
          <p id="lead-phone-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.phone}
          </p>
        )}
      </div>

      {/* Invisible to people and screen readers; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`lead-${HONEYPOT_FIELD}`}>Não preencha este campo</label>
        <input
          id={`lead-${HONEYPOT_FIELD}`}
          data-lead-honeypot=""
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <Button
        type="submit"
        variant="whatsapp"
        size="lg"
        className="w-full whitespace-nowrap"
        disabled={isSubmitting}
        data-testid="lead-submit"
      >
        {isSubmitting ? (
          <>
            <Icon name="loader-circle" className="animate-spin" />
            Redirecionando...
          </>
        ) : (
          "Entrar em contato"
        )}
      </Button>
      <p className="text-center text-sm text-slate-700" data-testid="lead-privacy-note">
        A equipe da clínica recebe seu nome, seu telefone, o endereço desta página com a especialidade ou o exame dela
        e, se houver, o anúncio que trouxe você. Só para retornar o contato e marcar o atendimento. Saiba mais na{" "}
        <a
          href="/politica-de-privacidade"
          target="_blank"
          rel="noopener"
          className="font-medium text-sky-800 underline"
        >
          Política de Privacidade<span className="sr-only"> (abre em nova aba)</span>
        </a>
        .
      </p>
    </form>
  );
}
