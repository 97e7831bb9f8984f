import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/clinico-geral";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ClinicoGeralPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
