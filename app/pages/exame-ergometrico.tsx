import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/exame-ergometrico";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ExameErgometricoPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
