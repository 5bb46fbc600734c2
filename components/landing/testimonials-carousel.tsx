"use client";

import { useEffect, useState } from "react";

const TESTIMONIALS = [
  {
    quote: "Finally a place where fans and fighters talk shop without the noise. I check it every fight week.",
    name: "Dana R.",
    role: "Veteran MMA referee",
  },
  {
    quote: "The best breakdowns I read this year came from the Fight Forum community, not the TV desk.",
    name: "Marcus L.",
    role: "MMA journalist and podcast host",
  },
  {
    quote: "Revenue sharing with active fighters is the right idea. This is how a fan community should work.",
    name: "Coach Elena V.",
    role: "Head coach, pro MMA team",
  },
];

const ROTATE_MS = 6000;

/** Three endorsement quotes; rotates on its own, can be paused, and is keyboard operable. */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % TESTIMONIALS.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused]);

  const show = (next: number) => setIndex((next + TESTIMONIALS.length) % TESTIMONIALS.length);
  const testimonial = TESTIMONIALS[index];

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className="rounded-lg border border-line bg-panel p-6"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") show(index + 1);
        if (event.key === "ArrowLeft") show(index - 1);
      }}
    >
      <h2 id="testimonials-title" className="text-center text-2xl font-bold">
        What the fight world says
      </h2>
      <figure
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
        aria-live={paused ? "polite" : "off"}
        className="mx-auto mt-4 min-h-32 max-w-2xl text-center"
      >
        <blockquote className="text-lg italic">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-3 text-sm text-muted">
          <span className="font-semibold text-white">{testimonial.name}</span>, {testimonial.role}
        </figcaption>
      </figure>
      <div className="mt-4 flex items-center justify-center gap-2">
        <button type="button" onClick={() => show(index - 1)} aria-label="Previous testimonial" className="min-h-11 min-w-11 rounded border border-line">
          ‹
        </button>
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            onClick={() => show(i)}
            aria-label={`Show testimonial ${i + 1}`}
            aria-current={i === index}
            className="flex min-h-11 min-w-11 items-center justify-center"
          >
            <span className={`block h-3 w-3 rounded-full ${i === index ? "bg-brand" : "bg-line"}`} />
          </button>
        ))}
        <button type="button" onClick={() => show(index + 1)} aria-label="Next testimonial" className="min-h-11 min-w-11 rounded border border-line">
          ›
        </button>
        <button type="button" onClick={() => setPaused((p) => !p)} className="min-h-11 rounded border border-line px-3 text-sm">
          {paused ? "Play" : "Pause"}
        </button>
      </div>
    </section>
  );
}
