import { zodResolver } from "@hookform/resolvers/zod";
import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { site } from "~/content/site";
import { pushToDataLayer } from "~/lib/analytics";
import { DEFAULT_COUNTRY, countryByCode, type CountryOption } from "~/lib/lead/countries";
import { buildLeadPayload } from "~/lib/lead/payload";
import { maskPhone } from "~/lib/lead/phone-mask";
import { HONEYPOT_FIELD, leadFormSchema, type LeadFormValues } from "~/lib/lead/schema";
import { completeRedirect, openPendingTab, sendLead } from "~/lib/lead/send-lead";
import { cn } from "~/lib/utils";
import { CountryPicker } from "./country-picker";

/** Spec §2: exists in the markup, never made visible. */
export const LEAD_ERROR_BANNER_TEXT =
  "Erro ao enviar formulário. Verifique os dados e sua conexão com a internet. Abra o console do navegador (F12) para mais detalhes.";

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the visitor goes once the lead is sent (or failed): opened in a new tab. */
  redirectTo: string;
}

const inputClass =
  "min-h-12 w-full border border-slate-400 px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-sky-700 aria-invalid:border-red-700 disabled:bg-slate-100";

export default function LeadDialog({ open, onOpenChange, redirectTo }: LeadDialogProps) {
  const [country, setCountry] = useState<CountryOption>(DEFAULT_COUNTRY);
  const [honeypot, setHoneypot] = useState("");
  const form = useForm<LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    defaultValues: { name: "", phone: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, control, handleSubmit, getValues, formState, reset } = form;
  const { errors, isSubmitting } = formState;

  const submitValidLead = async (values: LeadFormValues, pendingTab: Window | null) => {
    pushToDataLayer({ event: "generate_lead", page_path: window.location.pathname, form_name: site.name });
    const payload = buildLeadPayload({
      name: values.name,
      country: country.code,
      maskedPhone: values.phone,
      formTitle: site.name,
      location: window.location,
      honeypot,
    });
    await sendLead(site.leadEndpoint, payload);
    // Whatever the outcome, the visitor goes on to the booking chat (spec §4/§8).
    onOpenChange(false);
    reset();
    completeRedirect(redirectTo, pendingTab);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    // Validated synchronously so the new tab opens inside the click, where no browser blocks it.
    const valid = leadFormSchema.safeParse(getValues());
    const pendingTab = valid.success ? openPendingTab("Redirecionando...") : null;
    void handleSubmit((values) => submitValidLead(values, pendingTab))();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent data-testid="lead-dialog" aria-describedby="lead-dialog-description">
        <DialogTitle>Agendamento</DialogTitle>
        <DialogDescription id="lead-dialog-description">Insira seus dados para um atendimento mais otimizado</DialogDescription>

        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <div role="alert" hidden data-testid="lead-error-banner" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {LEAD_ERROR_BANNER_TEXT}
          </div>

          <div>
            <label htmlFor="lead-name" className="block font-semibold text-slate-900">Nome completo</label>
            <input
              id="lead-name"
              type="text"
              autoComplete="name"
              autoCapitalize="words"
              disabled={isSubmitting}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "lead-name-error" : undefined}
              className={cn(inputClass, "mt-1 rounded-lg")}
              {...register("name")}
            />
            {errors.name && <p id="lead-name-error" className="mt-1 text-sm font-medium text-red-700">{errors.name.message}</p>}
          </div>

          <div>
            <label htmlFor="lead-phone" className="block font-semibold text-slate-900">Telefone</label>
            <div className="mt-1 flex">
              <CountryPicker
                value={country}
                disabled={isSubmitting}
                onChange={({ code }) => {
                  const next = countryByCode(code) ?? DEFAULT_COUNTRY;
                  setCountry(next);
                  form.setValue("phone", maskPhone(next.code, getValues("phone")), { shouldValidate: formState.isSubmitted });
                }}
              />
              <Controller
                control={control}
                name="phone"
                render={({ field }) => (
                  <input
                    id="lead-phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder={country.placeholder}
                    disabled={isSubmitting}
                    aria-invalid={errors.phone ? true : undefined}
                    aria-describedby={errors.phone ? "lead-phone-error" : undefined}
                    className={cn(inputClass, "rounded-r-lg")}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(maskPhone(country.code, event.target.value))}
                  />
                )}
              />
            </div>
            {errors.phone && <p id="lead-phone-error" className="mt-1 text-sm font-medium text-red-700">{errors.phone.message}</p>}
          </div>

          {/* Invisible to people and screen readers; bots that fill every field give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`lead-${HONEYPOT_FIELD}`}>Não preencha este campo</label>
            <input id={`lead-${HONEYPOT_FIELD}`} type="text" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
          </div>

          <Button type="submit" variant="whatsapp" size="lg" className="w-full" disabled={isSubmitting} data-testid="lead-submit">
            {isSubmitting ? (
              <>
                <Icon name="loader-circle" className="animate-spin" />
                Redirecionando...
              </>
            ) : (
              "Entrar em contato"
            )}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
