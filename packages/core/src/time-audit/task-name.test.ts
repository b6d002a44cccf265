import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTaskName, sanitiseTaskName, TASK_MESSAGES } from './task-name';

describe('checkTaskName', () => {
  it('requires a name and allows at most 500 characters', () => {
    expect(checkTaskName('   ')).toEqual({ ok: false, error: 'Task name is required' });
    expect(checkTaskName('a'.repeat(501))).toEqual({ ok: false, error: 'Task name too long (max 500 characters)' });
    expect(checkTaskName(` ${'a'.repeat(500)} `)).toEqual({ ok: true, task: 'a'.repeat(500) });
  });

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT src=x>',
    '</script>',
    'javascript:alert(1)',
    'JavaScript :void(0)',
    '<img src=x onerror=alert(1)>',
    'click onClick = "go()"',
    'x onload=1',
  ])('refuses %s', (name) => {
    expect(checkTaskName(name)).toEqual({ ok: false, error: TASK_MESSAGES.invalid });
  });

  it('keeps ordinary names, stripping tags and quote characters', () => {
    expect(checkTaskName('Write the Q3 report')).toEqual({ ok: true, task: 'Write the Q3 report' });
    expect(checkTaskName('Review <b>PR</b> "42"')).toEqual({ ok: true, task: 'Review PR 42' });
    expect(checkTaskName("Call Anne's bank")).toEqual({ ok: true, task: 'Call Annes bank' });
    expect(checkTaskName('Online meeting')).toEqual({ ok: true, task: 'Online meeting' });
    expect(checkTaskName('2 < 3')).toEqual({ ok: true, task: '2  3' });
    expect(checkTaskName('<>')).toEqual({ ok: false, error: TASK_MESSAGES.invalid });
  });

  it('never saves a tag character, a quote or more than 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (raw) => {
        const saved = sanitiseTaskName(raw);
        expect(saved).not.toMatch(/[<>"']/);
        expect(saved.length).toBeLessThanOrEqual(500);
        const checked = checkTaskName(raw);
        if (checked.ok) {
          expect(checked.task).toBe(saved);
          expect(checked.task).not.toMatch(/javascript:|<script/i);
        }
      }),
    );
  });
});
