import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Answering by typing: for a noisy room or no microphone. Enter sends, Shift+Enter adds a line; the
 * interviewer takes a typed answer like a spoken one.
 */
export function TypedAnswer({
  onSend,
  onTyping,
  placeholder,
}: {
  onSend: (text: string) => void;
  onTyping: () => void;
  placeholder: string;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim()) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) send(event);
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Type your answer
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={2}
          maxLength={5000}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          className="min-h-11 w-full resize-y rounded-xl border border-line bg-surface px-4 py-2.5 text-base text-ink placeholder:text-faint focus:border-brand focus:outline-none"
        />
        <Button type="submit" variant="secondary" disabled={!text.trim()}>
          Send
        </Button>
      </div>
    </form>
  );
}
