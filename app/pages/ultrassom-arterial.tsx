import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ultrassom-arterial";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function UltrassomArterialPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
