import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AgentRunDialog, provideAgentRunDialog } from './agent-run-dialog-slot';

describe('the agent run dialog slot', () => {
  it("renders the dialog the agents widget provided, with the caller's props", async () => {
    provideAgentRunDialog(async () => ({ default: ({ agentId }) => <p>dialog for {agentId}</p> }));
    render(
      <Suspense fallback={null}>
        <AgentRunDialog agentId="a1" open onOpenChange={() => undefined} />
      </Suspense>,
    );
    expect(await screen.findByText('dialog for a1')).toBeTruthy();
  });
});
