import { formatCount, SKIP_REASON_TEXT, type ImportPlan } from '@lodestar/core';

/** What is not imported and why, by reason, with a few of the links' names. */
export function ImportSkipped({ plan }: { plan: ImportPlan }) {
  const total = plan.skipped.reduce((sum, group) => sum + group.count, 0) + plan.leftOut;
  if (total === 0) return <p className="settings-muted">Nothing is skipped.</p>;
  return (
    <details className="import-skipped">
      <summary>
        {formatCount(total)} {total === 1 ? 'link is' : 'links are'} skipped: why
      </summary>
      <ul className="import-skipped__list">
        {plan.leftOut > 0 && <li>{`${formatCount(plan.leftOut)} in folders you left out`}</li>}
        {plan.skipped.map((group) => (
          <li key={group.reason}>
            <span className="import-skipped__reason">{`${formatCount(group.count)}: ${SKIP_REASON_TEXT[group.reason]}`}</span>
            {group.examples.length > 0 && <span className="import-skipped__examples">{group.examples.join(', ')}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
