import { LegalPage } from "@/components/legal/legal-page";

export const metadata = { title: "Terms of Service", description: "The rules of Fight Forum: membership, plans, refunds and community guidelines." };

export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms govern your use of Fight Forum, a community forum for mixed martial arts fans, professional fighters and
        industry professionals. By creating an account you agree to them.
      </p>

      <section aria-labelledby="eligibility">
        <h2 id="eligibility">Who can join</h2>
        <p>
          You must be at least 13 years old to use Fight Forum. If you are under 18, you need the permission of a parent or
          legal guardian, who accepts these terms on your behalf.
        </p>
      </section>

      <section aria-labelledby="plans">
        <h2 id="plans">Plans and billing</h2>
        <ul>
          <li>The Free plan ($0) lets you read the forums, view ranked users and like member posts.</li>
          <li>
            The Basic plan costs $5.00 per month, billed monthly, and can be cancelled at any time from Manage Subscription.
            It unlocks posting, replying, pro fighter posts, Fight Cred and robbery insurance polls.
          </li>
          <li>When a promotion offers a free period (such as a whole free year), $5 per month is charged when it ends unless you cancel before.</li>
        </ul>
      </section>

      <section aria-labelledby="revenue-sharing">
        <h2 id="revenue-sharing">Fighter revenue sharing</h2>
        <p>
          A share of subscription fees is paid to the most active verified pro fighters on the forum, and a pool funds robbery
          insurance polls. Shares are calculated from fighters&apos; activity and are paid at our discretion under a separate
          agreement with each fighter.
        </p>
      </section>

      <section aria-labelledby="guidelines">
        <h2 id="guidelines">Community guidelines</h2>
        <ul>
          <li>Debate fights, not people. No harassment, hate speech, threats or doxxing.</li>
          <li>No spam, scams, illegal streams or content you do not have the rights to share.</li>
          <li>Premium fighter content is for members: do not copy it elsewhere.</li>
          <li>Moderators may edit, lock or remove content and ban accounts that break these rules. Trolls get banned.</li>
        </ul>
      </section>

      <section aria-labelledby="bans">
        <h2 id="bans">Bans and refunds</h2>
        <p>
          If we ban a paying member, we cancel the subscription and refund the latest payment in full for monthly
          subscribers; annual subscribers receive a refund prorated for the unused part of the year.
        </p>
      </section>

      <section aria-labelledby="content">
        <h2 id="content">Your content</h2>
        <p>
          You keep ownership of what you post and give Fight Forum a licence to display it on the service. You can delete your
          posts, or your whole account from the account menu; replies that others answered remain as &quot;[deleted]&quot; so
          conversations stay readable.
        </p>
      </section>

      <section aria-labelledby="contact-us-title" id="contact-us" className="scroll-mt-24">
        <h2 id="contact-us-title">Contact us</h2>
        <p>
          Questions about these terms, billing or a moderation decision: write to{" "}
          <a className="text-red-300 underline" href="mailto:support@fightforum.example">support@fightforum.example</a>. We answer
          within two business days.
        </p>
      </section>
    </LegalPage>
  );
}
