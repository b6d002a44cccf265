import { useState } from 'react';
import { CaretDown, CaretUp, EyeSlash, PencilSimple, X } from '@phosphor-icons/react';
import { widgetVisibilitySection } from '@lodestar/core';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSection } from '../../lib/sync';
import { FinancialEditForm } from './financial-edit-form';
import { FinancialOverview } from './financial-overview';
import { FinancialSummary } from './financial-summary';
import { IncomeStreams } from './income-streams';
import { Milestones } from './milestones';
import { useFinancial } from './use-financial';
import { useLocalFlag } from './use-local-flag';
import './financial-tracker.css';

/** The financial tracker: a collapsed summary, or the tabs Overview, Income Streams and Milestones. */
export function FinancialTrackerWidget() {
  const financial = useFinancial();
  const visibility = useSection(widgetVisibilitySection);
  const [expanded, setExpanded] = useLocalFlag('lodestar:financial-expanded', false);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('overview');
  const { data } = financial;

  return (
    <div className="fin-widget">
      <div className="fin-toolbar" role="toolbar" aria-label="Financial tracker controls">
        <button
          type="button"
          className="ui-button ui-button--secondary fin-toolbar__button"
          aria-pressed={editing}
          onClick={() => {
            if (!editing) {
              setExpanded(true);
              setTab('overview');
            }
            setEditing(!editing);
          }}
        >
          {editing ? <X size={16} aria-hidden="true" /> : <PencilSimple size={16} aria-hidden="true" />}
          {editing ? 'Cancel' : 'Edit'}
        </button>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={expanded ? 'Collapse Financial Tracker' : 'Expand Financial Tracker'}
          aria-expanded={expanded}
          onClick={() => {
            setExpanded(!expanded);
            if (expanded) setEditing(false);
          }}
        >
          {expanded ? <CaretUp size={18} aria-hidden="true" /> : <CaretDown size={18} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className="ui-icon-button"
          aria-label="Hide Financial Tracker"
          onClick={() => visibility.setField('financialTracker', false)}
        >
          <EyeSlash size={18} aria-hidden="true" />
        </button>
      </div>
      {!expanded ? (
        <FinancialSummary data={data} />
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Financial tracker views">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="streams">Income Streams</TabsTrigger>
            <TabsTrigger value="milestones">Milestones</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            {editing ? (
              <FinancialEditForm
                data={data}
                onSave={(patch) => {
                  financial.save(patch);
                  setEditing(false);
                }}
              />
            ) : (
              <FinancialOverview data={data} />
            )}
          </TabsContent>
          <TabsContent value="streams">
            <IncomeStreams streams={data.streams} onAdd={financial.addStream} onRemove={financial.removeStream} />
          </TabsContent>
          <TabsContent value="milestones">
            <Milestones data={data} onAdd={financial.addMilestone} onRemove={financial.removeMilestone} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
