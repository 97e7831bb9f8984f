import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/ginecologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function GinecologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
