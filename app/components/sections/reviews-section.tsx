import type { PageRating } from "#app/site/types.ts";
import { RatingSummary } from "./rating-summary";

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString("pt-BR", { day: "numeric", month: "long", year: "numeric" });

export function ReviewsSection({
  rating,
  heading = "O que dizem nossos pacientes",
}: {
  rating: PageRating;
  heading?: string;
}) {
  return (
    <section aria-labelledby="avaliacoes" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="avaliacoes" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <RatingSummary {...rating} className="mt-3" />
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {rating.reviews.map((review) => (
            <li key={review.author + review.datePublished} className="rounded-xl border border-slate-200 bg-white p-5">
              <figure>
                <blockquote className="text-slate-700">“{review.body}”</blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{review.author}</span> · {review.rating} de 5 ·{" "}
                  <time dateTime={review.datePublished}>{formatDate(review.datePublished)}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
