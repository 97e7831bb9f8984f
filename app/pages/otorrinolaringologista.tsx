import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/otorrinolaringologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function OtorrinolaringologistaPage() {
  return <ArticlePage content={content} imageFailure="placeholder-tall" />;
}
