import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { t } from '../locales/index.ts';
import { actionLabel, auditActorLabel } from './resource-labels.ts';

describe('audit entries in words', () => {
  test('a scheduled run is the scheduler’s, on behalf of the author who scheduled it (issue 23 item 22)', () => {
    assert.equal(auditActorLabel({ username: 'li', via: null }), 'li');
    assert.equal(
      auditActorLabel({ username: 'li', via: 'scheduler' }),
      t('audit.byScheduler', { username: 'li' }),
    );
    assert.match(auditActorLabel({ username: 'li', via: 'scheduler' }), /li/);
    assert.equal(auditActorLabel({ username: '', via: 'scheduler' }), t('audit.scheduler'));
  });

  test('scheduling and account actions have labels of their own', () => {
    for (const action of [
      'schedule-publish',
      'schedule-unpublish',
      'scheduled-publish',
      'update-profile',
      'update-security',
      'change-password',
    ]) {
      assert.notEqual(actionLabel(action), action, action);
    }
  });
});
