import { defineLocales } from '@/lib/define-locales';

/** Texts of the design preview (`/previewModel`) and its in-memory records. */
export const previewLocales = defineLocales({
  zh: {
    'onlineDev.preview.banner': '预览：以下是按设计生成的示例数据，增删改只在本页生效，不会保存到服务器。',
    'onlineDev.preview.unreadable': '设计内容无法读取，请回到设计器检查表单设计。',
    'onlineDev.preview.draftMissing': '找不到要预览的设计（可能已被更新的预览替换，或浏览器会话已结束）。',
    'onlineDev.preview.notFound': '找不到该设计，或你没有查看它的权限。',
    'onlineDev.preview.noDesign': '没有要预览的设计。',
    'onlineDev.preview.howTo': '请在功能设计中打开设计器，点击“预览页面”。',
    'onlineDev.preview.rowMissing': '示例数据中没有这条记录',
    'onlineDev.preview.badQuery': '查询条件无法识别',
    'onlineDev.preview.unknownField': '字段“{{field}}”不在设计中',
    'onlineDev.preview.badPage': '每页条数须在 1 到 {{max}} 之间',
    'onlineDev.preview.badRecord': '提交的数据无法识别',
  },
  zhtw: {
    'onlineDev.preview.banner':
      '預覽：以下是依設計產生的範例資料，新增、修改、刪除只在本頁生效，不會儲存到伺服器。',
    'onlineDev.preview.unreadable': '設計內容無法讀取，請回到設計器檢查表單設計。',
    'onlineDev.preview.draftMissing':
      '找不到要預覽的設計（可能已被較新的預覽取代，或瀏覽器工作階段已結束）。',
    'onlineDev.preview.notFound': '找不到該設計，或你沒有檢視它的權限。',
    'onlineDev.preview.noDesign': '沒有要預覽的設計。',
    'onlineDev.preview.howTo': '請在功能設計中開啟設計器，點選「預覽頁面」。',
    'onlineDev.preview.rowMissing': '範例資料中沒有這筆記錄',
    'onlineDev.preview.badQuery': '查詢條件無法識別',
    'onlineDev.preview.unknownField': '欄位「{{field}}」不在設計中',
    'onlineDev.preview.badPage': '每頁筆數須在 1 到 {{max}} 之間',
    'onlineDev.preview.badRecord': '送出的資料無法識別',
  },
  en: {
    'onlineDev.preview.banner':
      'Preview: the rows below are sample data made from the design; adding, editing and deleting only change this page and nothing is saved to the server.',
    'onlineDev.preview.unreadable': 'The design cannot be read. Check the form design in the designer.',
    'onlineDev.preview.draftMissing':
      'The design to preview was not found (a newer preview may have replaced it, or the browser session ended).',
    'onlineDev.preview.notFound': 'The design was not found, or you may not view it.',
    'onlineDev.preview.noDesign': 'There is no design to preview.',
    'onlineDev.preview.howTo': 'Open the designer in Function design and click "Preview page".',
    'onlineDev.preview.rowMissing': 'The sample data has no such record',
    'onlineDev.preview.badQuery': 'The search could not be understood',
    'onlineDev.preview.unknownField': 'The field "{{field}}" is not in the design',
    'onlineDev.preview.badPage': 'The page size must be between 1 and {{max}}',
    'onlineDev.preview.badRecord': 'The submitted record could not be understood',
  },
});
