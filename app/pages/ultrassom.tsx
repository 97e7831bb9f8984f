import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ultrassom";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function UltrassomPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
