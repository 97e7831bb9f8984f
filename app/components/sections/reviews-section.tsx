import { firstNameAndInitial } from "#app/lib/testimonial-author.ts";
import type { Review } from "#app/site/types.ts";

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString("pt-BR", { day: "numeric", month: "long", year: "numeric" });

/**
 * The home page's testimonials (the only page that may have them: legal review N19), each signed
 * with a first name and an initial. The clinic's rating is the hero's one line, not repeated here.
 */
export function ReviewsSection({
  reviews,
  heading = "O que dizem nossos pacientes",
}: {
  reviews: Review[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="avaliacoes" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="avaliacoes" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.author + review.datePublished} className="rounded-xl border border-slate-200 bg-white p-5">
              <figure>
                <blockquote className="text-slate-700">“{review.body}”</blockquote>
                <figcaption className="mt-3 text-sm text-slate-600">
                  <span data-testid="testimonial-author" className="font-semibold text-slate-900">
                    {firstNameAndInitial(review.author)}
                  </span>{" "}
                  · {review.rating} de 5 ·{" "}
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
