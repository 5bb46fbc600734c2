import Link from "next/link";
import { LegalPage } from "@/components/legal/legal-page";

export const metadata = { title: "Privacy Policy", description: "What Fight Forum collects, why, and your choices." };

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>This policy explains what Fight Forum collects about you, why, and what you can do about it.</p>
      <section aria-labelledby="collect">
        <h2 id="collect">What we collect</h2>
        <ul>
          <li>Account details from our sign-in provider: name, username, e-mail address and profile image.</li>
          <li>What you post: threads, replies, images, poll votes, likes and Post of the Day marks.</li>
          <li>Billing details handled by our payment provider; we keep only your customer reference and plan, never card numbers.</li>
          <li>Basic technical data needed to run the service securely, such as session cookies.</li>
        </ul>
      </section>
      <section aria-labelledby="use">
        <h2 id="use">How we use it</h2>
        <ul>
          <li>To run the forum, compute Fight Cred and rankings, and send you notifications.</li>
          <li>To bill your subscription and share revenue with active fighters.</li>
          <li>To keep the community safe through moderation.</li>
        </ul>
        <p>We do not sell your personal data. Uploaded images are stripped of location and camera metadata.</p>
      </section>
      <section aria-labelledby="choices">
        <h2 id="choices">Your choices</h2>
        <p>
          You can edit your profile, cancel your subscription, and delete your account at any time from the account menu.
          Deleting your account removes your personal data and your threads.
        </p>
      </section>
      <section aria-labelledby="children">
        <h2 id="children">Children</h2>
        <p>Fight Forum is not for children under 13. Members under 18 need a parent&apos;s or guardian&apos;s permission.</p>
      </section>
      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact</h2>
        <p>
          See <Link className="text-red-300 underline" href="/terms#contact-us">Contact us</Link> for how to reach us.
        </p>
      </section>
    </LegalPage>
  );
}
