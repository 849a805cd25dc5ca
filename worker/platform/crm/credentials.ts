import { CRM_CREDENTIALS, type CrmKind, type CrmCredentials as Form } from '../../../shared/contract/console-crm';
import type { CrmCredentials } from './crm';

/**
 * The credentials form of a CRM that asks one setting and a secret: the setting joins the
 * connection's settings (others kept), the secret is stored as the connection's own.
 */
export function settingAndSecret<K extends CrmKind>(kind: K, setting: keyof Form<K> & string, secret: keyof Form<K> & string): CrmCredentials<Form<K>> {
  return {
    schema: CRM_CREDENTIALS[kind],
    connection(input, settings) {
      const given = input as Record<string, string>;
      return { settings: { ...settings, [setting]: given[setting] }, secret: given[secret]! };
    },
  };
}
