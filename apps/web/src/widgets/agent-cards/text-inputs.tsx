import { useId, useState, type FormEvent } from 'react';
import { isSendableText } from '@lodestar/core';
import { Button } from '../../components/ui/button';

/** The text prompt (spec 002 §5): a required textarea, sent when it has more than spaces. */
export function TextPromptInput({ disabled, onSubmit }: { disabled?: boolean; onSubmit(text: string): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSendableText(text)) onSubmit(text.trim());
  };
  return (
    <form className="ag-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>Your input</label>
      <textarea id={id} className="ag-input" rows={4} required placeholder="Enter your input..." value={text} onChange={(e) => setText(e.target.value)} />
      <div className="ag-form__actions">
        <Button type="submit" disabled={disabled || !isSendableText(text)}>Send</Button>
      </div>
    </form>
  );
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  failed?: boolean;
}

/** The chat: the history with You and AI turns, and the message box (not while a reply is coming). */
export function ChatInput({ history, processing, onSend }: { history: readonly ChatTurn[]; processing: boolean; onSend(message: string): void }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (processing || !isSendableText(message)) return;
    onSend(message.trim());
    setMessage('');
  };
  return (
    <div className="ag-chat">
      <ol className="ag-chat__history" aria-label="Conversation" aria-live="polite">
        {history.map((turn, index) => (
          <li key={index} className={`ag-chat__turn ag-chat__turn--${turn.role}${turn.failed ? ' ag-chat__turn--failed' : ''}`}>
            <span className="ag-chat__role">{turn.role === 'user' ? 'You' : 'AI'}</span>
            <p className="ag-chat__content">{turn.content}</p>
          </li>
        ))}
        {processing && (
          <li className="ag-chat__turn ag-chat__turn--assistant">
            <span className="ag-chat__role">AI</span>
            <p className="ag-chat__content ag-muted">Processing...</p>
          </li>
        )}
      </ol>
      <form className="ag-chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>Message</label>
        <input id={id} className="ag-input" placeholder="Type your message..." value={message} onChange={(e) => setMessage(e.target.value)} />
        <Button type="submit" disabled={processing || !isSendableText(message)}>Send</Button>
      </form>
    </div>
  );
}
