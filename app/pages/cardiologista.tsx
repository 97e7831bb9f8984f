import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/cardiologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function CardiologistaPage() {
  return <ArticlePage content={content} imageFailure="placeholder-tall" />;
}
