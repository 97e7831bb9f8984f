import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/neurologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function NeurologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
