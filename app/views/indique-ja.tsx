import { ClosingCta } from "#app/components/sections/closing-cta.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { CampaignDownload, ReferralHero, ReferralSteps } from "#app/components/sections/referral-sections.tsx";
import type { ReferralContent } from "#app/site/types.ts";

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
