import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AGENT_LIMITS,
  AGENT_MESSAGES,
  closesAutomatically,
  notificationMessage,
  postGenerationStatus,
  responseText,
  withTestMode,
  type Agent,
  type AgentRunResult,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { useAgentRunner, useAgentsSection, type AgentRunDialogProps } from '../../lib/agents-bridge';
import { AgentOutput } from './agent-output';
import { DynamicForm } from './dynamic-form';
import { FileUploadInput } from './file-upload-input';
import { ChatInput, TextPromptInput, type ChatTurn } from './text-inputs';

type Step = 'idle' | 'loading' | 'result';

export interface AgentRunModalProps {
  agent: Agent;
  open: boolean;
  onOpenChange(open: boolean): void;
  payload?: Record<string, unknown>;
  /** A run already made from the tile (an agent without input): opens on its result. */
  initialResult?: AgentRunResult;
}

/** The post-generation agent's status line, changed every 5 s while it runs. */
function useStatusLine(active: boolean): string {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    setElapsed(0);
    const timer = window.setInterval(() => setElapsed(Date.now() - started), AGENT_LIMITS.statusUpdateMs);
    return () => window.clearInterval(timer);
  }, [active]);
  return postGenerationStatus(elapsed);
}

/**
 * The interaction modal (spec 002 §4): input, processing, result. A successful notification closes it
 * after 2 s; chat goes back to its input after each reply.
 */
export function AgentRunModal({ agent, open, onOpenChange, payload, initialResult }: AgentRunModalProps) {
  const run = useAgentRunner();
  const [step, setStep] = useState<Step>(initialResult ? 'result' : 'idle');
  const [result, setResult] = useState<AgentRunResult | undefined>(initialResult);
  const [history, setHistory] = useState<ChatTurn[]>([]);
  const [testMode, setTestMode] = useState(agent.triggerUrl.includes('/webhook-test/'));
  const controller = useRef<AbortController | null>(null);
  const isPostGeneration = agent.kind === 'post-generation';
  const status = useStatusLine(step === 'loading' && isPostGeneration);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (step !== 'result' || !result || !closesAutomatically(result)) return;
    const timer = window.setTimeout(close, AGENT_LIMITS.modalAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [step, result, close]);

  const submit = async (input: Record<string, unknown>) => {
    controller.current = new AbortController();
    const target = isPostGeneration ? { ...agent, triggerUrl: withTestMode(agent.triggerUrl, testMode) } : agent;
    setStep('loading');
    const outcome = await run(target, { ...payload, ...input }, { signal: controller.current.signal });
    if (agent.inputModule === 'chat') {
      const reply = outcome.success ? (responseText(outcome.data) ?? notificationMessage(outcome)) : (outcome.error ?? AGENT_MESSAGES.anErrorOccurred);
      setHistory((turns) => [...turns, { role: 'assistant', content: reply, failed: !outcome.success }]);
      setStep('idle');
      return;
    }
    setResult(outcome);
    setStep('result');
  };

  const sendChat = (message: string) => {
    const turns: ChatTurn[] = [...history, { role: 'user', content: message }];
    setHistory(turns);
    void submit({ message, history: turns.map(({ role, content }) => ({ role, content })) });
  };

  const body = () => {
    if (agent.inputModule === 'chat') return <ChatInput history={history} processing={step === 'loading'} onSend={sendChat} />;
    if (step === 'loading') {
      return (
        <div className="ag-processing" role="status">
          <span className="ag-spinner" aria-hidden="true" />
          <span>{isPostGeneration ? status : 'Processing...'}</span>
        </div>
      );
    }
    if (step === 'result' && result) {
      return (
        <>
          <AgentOutput result={result} onDismiss={close} />
          <div className="ui-dialog__actions">
            {agent.inputModule !== 'none' && (
              <Button variant="secondary" onClick={() => setStep('idle')}>Run Again</Button>
            )}
            <Button onClick={close}>Close</Button>
          </div>
        </>
      );
    }
    switch (agent.inputModule) {
      case 'form':
        return <DynamicForm fields={agent.formFields} onSubmit={(values) => void submit(values)} />;
      case 'text':
        return <TextPromptInput onSubmit={(text) => void submit({ input: text })} />;
      case 'file':
        return <FileUploadInput onSubmit={(file) => void submit({ ...file })} />;
      default:
        return (
          <div className="ui-dialog__actions">
            <Button onClick={() => void submit({})}>Run Agent</Button>
          </div>
        );
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={agent.name} description={agent.description || undefined} size="lg" className="ag-run-dialog">
      {isPostGeneration && step === 'idle' && (
        <Checkbox label="Test mode" checked={testMode} onCheckedChange={setTestMode} />
      )}
      {body()}
    </Dialog>
  );
}

/** The modal by agent id (the bridge's AgentRunDialog, used by the Pomodoro timer). */
export function AgentRunDialogById({ agentId, open, onOpenChange, payload }: AgentRunDialogProps) {
  const { data, ready } = useAgentsSection();
  const agent = data.configs[agentId];
  if (!agent) {
    return (
      <Dialog open={open && ready} onOpenChange={onOpenChange} title={AGENT_MESSAGES.failedToTrigger} description={AGENT_MESSAGES.notFound}>
        <div className="ui-dialog__actions">
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </div>
      </Dialog>
    );
  }
  return <AgentRunModal agent={agent} open={open} onOpenChange={onOpenChange} payload={payload} />;
}
