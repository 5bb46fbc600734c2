"use client";

import { useId } from "react";
import { CloseIcon, PlusIcon } from "@/components/ui/icons";
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN, POLL_QUESTION_MAX } from "@/lib/validation/limits";

interface PollFieldsProps {
  question: string;
  options: string[];
  onChange: (poll: { pollQuestion?: string; pollOptions?: string[] }) => void;
}

/** The poll part of the create-post form: a question and 2–6 options. */
export function PollFields({ question, options, onChange }: PollFieldsProps) {
  const id = useId();
  const atMax = options.length >= POLL_OPTIONS_MAX;
  const setOption = (index: number, text: string) => onChange({ pollOptions: options.map((o, i) => (i === index ? text : o)) });

  return (
    <fieldset className="space-y-3 rounded border border-line p-3">
      <legend className="px-1 text-sm font-semibold">Poll</legend>
      <div>
        <label htmlFor={`${id}-question`} className="block text-sm font-semibold">
          Poll question
        </label>
        <input
          id={`${id}-question`}
          value={question}
          maxLength={POLL_QUESTION_MAX}
          onChange={(event) => onChange({ pollQuestion: event.target.value })}
          className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3"
        />
      </div>
      <ol className="space-y-2">
        {options.map((option, index) => (
          <li key={index} className="flex gap-2">
            <label htmlFor={`${id}-option-${index}`} className="sr-only">
              Option {index + 1}
            </label>
            <input
              id={`${id}-option-${index}`}
              value={option}
              maxLength={POLL_OPTION_MAX}
              placeholder={`Option ${index + 1}`}
              onChange={(event) => setOption(index, event.target.value)}
              className="min-h-11 min-w-0 flex-1 rounded border border-line bg-ink px-3"
            />
            {options.length > POLL_OPTIONS_MIN && (
              <button
                type="button"
                aria-label={`Remove option ${index + 1}`}
                onClick={() => onChange({ pollOptions: options.filter((_, i) => i !== index) })}
                className="flex min-h-11 min-w-11 items-center justify-center rounded border border-line text-muted hover:text-white"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={atMax}
        onClick={() => onChange({ pollOptions: [...options, ""] })}
        className="inline-flex min-h-11 items-center gap-2 rounded border border-line px-3 text-sm hover:bg-line disabled:opacity-50"
      >
        <PlusIcon className="h-4 w-4" />
        {atMax ? "Max Reached" : "Add Option"}
      </button>
    </fieldset>
  );
}
