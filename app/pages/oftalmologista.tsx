import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/oftalmologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function OftalmologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
