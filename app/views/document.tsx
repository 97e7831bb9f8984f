import { DataTable } from "#app/components/sections/data-table.tsx";
import { WrappableAddress } from "#app/components/ui/wrappable-address.tsx";
import { site } from "#app/site/site.ts";
import { visibleDocument } from "#app/site/document-facts.ts";
import type { ContactChannel, DocumentBlock, DocumentSection, StoredDocument } from "#app/site/types.ts";
import { bookingNumbers, defaultBookingContacts, mailtoUrl } from "#app/lib/booking-links.ts";
import { longDate } from "#app/lib/long-date.ts";

/** A contact channel as a link, from site.ts. */
function contactLink(channel: ContactChannel): { label: string; text: string; href: string } {
  switch (channel) {
    case "phone":
      return { label: "Telefone", text: bookingNumbers.phoneDisplay, href: defaultBookingContacts.phoneUrl };
    case "whatsapp":
      return { label: "WhatsApp", text: bookingNumbers.whatsappDisplay, href: defaultBookingContacts.whatsappUrl };
    case "email":
      return { label: "E-mail", text: site.contact.email, href: mailtoUrl() };
    case "dpo-email":
      return {
        label: "E-mail do encarregado",
        text: site.legal.dataProtectionOfficer.email,
        href: mailtoUrl(site.legal.dataProtectionOfficer.email),
      };
  }
}

function ContactList({ channels }: { channels: ContactChannel[] }) {
  return (
    <ul className="mt-4 space-y-2 text-lg">
      {channels.map((channel) => {
        const { label, text, href } = contactLink(channel);
        // A chat opens in a new tab like every WhatsApp link of the site, so the policy stays open.
        const newTab = href.startsWith("https:") ? { target: "_blank", rel: "noopener noreferrer" } : {};
        return (
          <li key={channel}>
            {label}:{" "}
            <a href={href} {...newTab} className="font-semibold text-sky-800 underline">
              <WrappableAddress address={text} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  if ("paragraph" in block) return <p className="mt-4 text-lg text-slate-700">{block.paragraph}</p>;
  if ("bullets" in block)
    return (
      <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
        {block.bullets.map((bullet) => (
          <li key={bullet}>{bullet}</li>
        ))}
      </ul>
    );
  if ("table" in block) return <DataTable table={block.table} />;
  return <ContactList channels={block.contacts} />;
}

function DocumentSectionBlock({ section }: { section: DocumentSection }) {
  const headingId = `${section.id}-titulo`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="pt-10">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {/* The padding makes the heading's own link a 44 px target. */}
        <a href={`#${section.id}`} className="inline-block py-1.5 hover:underline">
          {section.heading}
        </a>
      </h2>
      {section.blocks.map((block, index) => (
        // Blocks have no identity of their own; their order is the document's.
        <Block key={index} block={block} />
      ))}
    </section>
  );
}

/** A document in headed sections with anchors, after a table of contents: privacy, accessibility, conditions. */
export default function DocumentView({ content: stored }: { content: StoredDocument }) {
  // The facts' values and the parts marked for one kind of build, as this build has them.
  const content = visibleDocument(stored);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
      <p className="mt-2 text-slate-600">Última atualização: {longDate(content.updatedOn)}</p>
      {content.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-slate-700">
          {paragraph}
        </p>
      ))}
      {content.conformance && (
        <div
          data-testid="conformance"
          className="mt-6 rounded-xl border border-sky-200 bg-sky-50 p-5 text-lg text-slate-800"
        >
          <p>
            <strong>Situação de conformidade:</strong> {content.conformance.status} com {content.conformance.standards}.
          </p>
          <p className="mt-1">
            <strong>Data da última avaliação:</strong> {longDate(content.conformance.evaluatedOn)}.
          </p>
        </div>
      )}
      <nav aria-labelledby="nesta-pagina" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="nesta-pagina" className="font-bold text-slate-900">
          Nesta página
        </h2>
        {/* Entries 44 px tall at least, like every target on a phone. */}
        <ol className="mt-1 list-decimal pl-6 text-sky-800">
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-2.5 underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {content.sections.map((section) => (
        <DocumentSectionBlock key={section.id} section={section} />
      ))}
    </article>
  );
}
