import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/psiquiatra";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function PsiquiatraPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
