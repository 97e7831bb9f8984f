import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/endocrinologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function EndocrinologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
