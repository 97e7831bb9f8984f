import { ArticlePage } from "~/components/sections/article-page";
import { content } from "~/content/pages/exame-toxicologico";
import { metaForPage } from "~/lib/meta";

export const meta = () => metaForPage(content);

export default function ExameToxicologicoPage() {
  return <ArticlePage content={content} imageFailure="placeholder" />;
}
