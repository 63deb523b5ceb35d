import type { CommonColumns } from '../../db/columns';

/** base_message_template: titles and contents of messages, with @parameters. */
export interface MessageTemplateTable extends CommonColumns {
  full_name: string;
  en_code: string;
  message_source: string;
  message_type: string;
  title: string;
  content: string;
  template_code: string | null;
}

/** Tables of the message-template module. */
export interface MessageTemplateTables {
  base_message_template: MessageTemplateTable;
}
