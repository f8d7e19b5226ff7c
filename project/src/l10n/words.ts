import { t } from '../../../engine/src';
import type { Severity } from '../../../engine/src';

/** A severity in the reader's language, as the CLI's reports and the server's hovers print it. */
export function severityLabel(severity: Severity): string {
  switch (severity) {
    case 'error':
      return t('error');
    case 'warning':
      return t('warning');
    case 'information':
      return t('information');
    case 'hint':
      return t('hint');
  }
}
