import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/exames-laboratoriais";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ExamesLaboratoriaisPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
