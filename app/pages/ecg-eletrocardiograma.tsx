import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ecg-eletrocardiograma";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function EcgEletrocardiogramaPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
