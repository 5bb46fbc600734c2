const BENEFITS = [
  {
    title: "Earn Fight Cred, climb the ranks",
    text: "Every thread, reply, like and Post of the Day earns Fight Cred. Climb from Amateur to Champion and beyond to GOAT.",
  },
  {
    title: "Fighters get paid",
    text: "A share of every subscription goes to the most active pro fighters, and a pool funds robbery insurance polls.",
  },
  {
    title: "Podcast forums",
    text: "Dedicated forums for the shows you listen to, with the hosts in the conversation.",
  },
  {
    title: "No app to download",
    text: "Built for your phone's browser: open a shared link and you're in the thread.",
  },
  {
    title: "Active moderation",
    text: "Trolls get banned. Real talk from fans, fighters and industry people stays.",
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className="space-y-4">
      <h2 id="benefits-title" className="text-center text-2xl font-bold">
        Why Fight Forum
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="rounded-lg border border-line bg-panel p-5">
            <h3 className="font-semibold">{benefit.title}</h3>
            <p className="mt-2 text-sm text-muted">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
