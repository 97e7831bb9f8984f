import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/obstetra";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ObstetraPage() {
  return <ArticlePage content={content} imageFailure="hide" />;
}
