import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/psicologo";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function PsicologoPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
