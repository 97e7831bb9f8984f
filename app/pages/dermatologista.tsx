import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/dermatologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function DermatologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
