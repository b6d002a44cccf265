import { AGENT_MESSAGES, inferOutputView, notificationMessage, type AgentRunResult } from '@lodestar/core';
import { DataOutput, ImagesOutput, NotificationOutput, TextImageOutput, TextOutput } from './output-views';

/** The result step: the error, or the view the answer calls for (spec 002 §3, output inference). */
export function AgentOutput({ result, onDismiss }: { result: AgentRunResult; onDismiss?: () => void }) {
  if (!result.success) {
    return (
      <div className="ag-output ag-output--error" role="alert">
        <h3 className="ag-output__title">{AGENT_MESSAGES.failedToTrigger}</h3>
        <p>{result.error || AGENT_MESSAGES.anErrorOccurred}</p>
      </div>
    );
  }
  const data = result.data;
  switch (data ? inferOutputView(data) : 'notification') {
    case 'text-image':
      return <TextImageOutput data={data!} />;
    case 'text':
      return <TextOutput data={data!} />;
    case 'images':
      return <ImagesOutput data={data!} />;
    case 'data':
      return <DataOutput data={data!} />;
    default:
      return <NotificationOutput success message={notificationMessage(result)} data={data} onDismiss={onDismiss} />;
  }
}
