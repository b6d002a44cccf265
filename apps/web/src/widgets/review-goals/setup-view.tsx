import { ArrowLeft } from '@phosphor-icons/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { GoalSectionRow } from './goal-section-row';
import type { ReviewSection } from './review-section';
import { ScheduleTab } from './schedule-tab';

/** 'Review Goals Setup': the four sections (Goals tab) and the time slots (Schedule tab). */
export function SetupView({ section, onBack }: { section: ReviewSection; onBack(): void }) {
  const { data } = section;
  return (
    <div className="rg-setup">
      <button type="button" className="ui-button ui-button--secondary rg-setup__back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to Goals
      </button>
      <Tabs defaultValue="goals">
        <TabsList aria-label="Setup">
          <TabsTrigger value="goals">Goals</TabsTrigger>
          <TabsTrigger value="schedule">Schedule</TabsTrigger>
        </TabsList>
        <TabsContent value="goals">
          <ol className="rg-setup__sections">
            {data.sectionOrder.map((key, position) => (
              <GoalSectionRow key={key} sectionKey={key} position={position} section={section} />
            ))}
          </ol>
        </TabsContent>
        <TabsContent value="schedule">
          <ScheduleTab section={section} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
