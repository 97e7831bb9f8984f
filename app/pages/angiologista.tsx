import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/angiologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function AngiologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
