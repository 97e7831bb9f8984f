import { ClosingCta } from "~/components/sections/closing-cta";
import { FaqSection } from "~/components/sections/faq-section";
import { CampaignDownload, ReferralHero, ReferralSteps } from "~/components/sections/referral-sections";
import { content } from "~/content/pages/indique-ja";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function IndiqueJaPage() {
  return (
    <>
      <ReferralHero hero={content.hero} />
      <ReferralSteps campaign={content.campaign} howItWorks={content.howItWorks} rules={content.rules} />
      <CampaignDownload download={content.download} />
      <FaqSection faq={content.faq} />
      <ClosingCta cta={content.cta} />
    </>
  );
}
