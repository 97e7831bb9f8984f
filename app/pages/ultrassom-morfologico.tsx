import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ultrassom-morfologico";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function UltrassomMorfologicoPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
