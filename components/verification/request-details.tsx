interface RequestDetailsProps {
  fullName: string;
  links: string[];
  note?: string | null;
  /** The admins' queue: each link opens apart; the member's own request shows them as text. */
  openableLinks?: boolean;
}

/** What a verification request says: the full name, the links and the note. */
export function RequestDetails({ fullName, links, note, openableLinks = false }: RequestDetailsProps) {
  return (
    <dl className="space-y-1 text-sm">
      <div>
        <dt className="inline font-semibold">Full name: </dt>
        <dd className="inline break-words">{fullName}</dd>
      </div>
      <div>
        <dt className="font-semibold">Links:</dt>
        {links.map((link) => (
          <dd key={link} className="break-all">
            {openableLinks ? (
              <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="text-red-300 underline">
                {link}
              </a>
            ) : (
              <span className="text-muted">{link}</span>
            )}
          </dd>
        ))}
      </div>
      {note && (
        <div>
          <dt className="font-semibold">Note:</dt>
          <dd className="whitespace-pre-line break-words text-zinc-300">{note}</dd>
        </div>
      )}
    </dl>
  );
}
