import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/exames-imagem";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ExamesImagemPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
