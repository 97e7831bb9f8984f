import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/urologista";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function UrologistaPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
