import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/risco-cirurgico";
import { site } from "~/content/site";
import { bookingContactsWith } from "~/lib/booking-links";
import { metaForPage } from "~/lib/meta";

/** The surgical-risk page may use its own booking contacts (spec §7). */
const surgicalRiskContacts = bookingContactsWith(site.surgicalRiskOverrides);

export const meta = () => metaForPage(content);

export default function RiscoCirurgicoPage() {
  return <ArticlePage content={content} imageFailure="placeholder" contacts={surgicalRiskContacts} />;
}
