import type { TranscriptEntryInput } from '@mockingbird/contracts';
import { useEffect, useRef } from 'react';

const SPEAKER = { assistant: 'Interviewer', user: 'You', system: 'System' } as const;

/**
 * The conversation as it happens: every final line, and the words being recognised now. New lines
 * are announced to screen readers as they land (role="log").
 */
export function LiveTranscript({
  transcript,
  partial,
  assistantName,
}: {
  transcript: readonly TranscriptEntryInput[];
  partial: { role: 'user' | 'assistant'; text: string } | null;
  assistantName: string;
}) {
  const log = useRef<HTMLDivElement>(null);
  // Follows the conversation inside the box only; the page itself stays where the user put it.
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [transcript.length, partial?.text]);
  const name = (role: TranscriptEntryInput['role']) => (role === 'assistant' ? assistantName : SPEAKER[role]);
  // The assistant's sentences arrive one by one; a turn reads as one paragraph.
  const turns: { role: TranscriptEntryInput['role']; text: string; key: string }[] = [];
  transcript.forEach((entry, index) => {
    const last = turns.at(-1);
    if (last && last.role === entry.role && entry.role === 'assistant') last.text += ` ${entry.content}`;
    else turns.push({ role: entry.role, text: entry.content, key: `${index}-${entry.timestamp}` });
  });
  return (
    <section aria-label="Transcript" className="rounded-2xl border border-line bg-surface">
      <div
        ref={log}
        role="log"
        aria-live="polite"
        className="flex max-h-72 min-h-24 flex-col gap-3 overflow-y-auto px-4 py-4 sm:px-5"
        // A scrolling region must be reachable by keyboard to be read (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {transcript.length === 0 && !partial ? (
          <p className="text-sm text-faint">The conversation will appear here as you speak.</p>
        ) : null}
        {turns.map((turn) => (
          <p key={turn.key} className="text-sm leading-relaxed">
            <span className={`font-semibold ${turn.role === 'user' ? 'text-brand' : 'text-ink'}`}>
              {name(turn.role)}:{' '}
            </span>
            <span className="text-ink/90">{turn.text}</span>
          </p>
        ))}
        {partial ? (
          <p className="text-sm leading-relaxed text-muted italic" aria-hidden="true">
            <span className="font-semibold not-italic">{name(partial.role)}: </span>
            {partial.text}…
          </p>
        ) : null}
      </div>
    </section>
  );
}
