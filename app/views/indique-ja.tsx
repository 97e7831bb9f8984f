import { ClosingCta } from "~/components/sections/closing-cta";
import { FaqSection } from "~/components/sections/faq-section";
import { CampaignDownload, ReferralHero, ReferralSteps } from "~/components/sections/referral-sections";
import type { ReferralContent } from "~/content/types";

export default function ReferralView({ content }: { content: ReferralContent }) {
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
