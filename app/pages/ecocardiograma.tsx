import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ecocardiograma";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function EcocardiogramaPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
