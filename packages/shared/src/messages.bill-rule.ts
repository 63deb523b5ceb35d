import type { Language } from './language';

/** Server messages of the bill (numbering) rules. */
export const billRuleMessages = {
  billRuleUnknown: {
    zh: '单据规则不存在：{code}',
    zhtw: '單據規則不存在：{code}',
    en: 'There is no numbering rule with the code {code}',
  },
  billRuleDisabled: {
    zh: '单据规则已停用：{code}',
    zhtw: '單據規則已停用：{code}',
    en: 'The numbering rule {code} is disabled',
  },
  billSerialOverflow: {
    zh: '单据规则{code}的流水号已用完（最多{digit}位），请增加流水位数或更换日期格式',
    zhtw: '單據規則{code}的流水號已用完（最多{digit}位），請增加流水位數或更換日期格式',
    en: 'The numbering rule {code} has run out of serials ({digit} digits); widen the serial or change the date format',
  },
  billRandomExhausted: {
    zh: '单据规则{code}找不到未发放过的随机编号，请增加随机位数',
    zhtw: '單據規則{code}找不到未發放過的隨機編號，請增加隨機位數',
    en: 'The numbering rule {code} found no random number it has not issued already; add random characters',
  },
  billDigitTooNarrow: {
    zh: '当前日期段已发放到流水号{serial}，流水位数至少需要{digit}位',
    zhtw: '目前日期段已發放到流水號{serial}，流水位數至少需要{digit}位',
    en: 'Serial {serial} has already been issued in the current date part; the serial needs at least {digit} digits',
  },
  billNumberBusy: {
    zh: '单据编号正忙，请稍后重试',
    zhtw: '單據編號正忙，請稍後重試',
    en: 'The numbering rule is busy; try again in a moment',
  },
  billStartTooLong: {
    zh: '起始编号不能超过{digit}位',
    zhtw: '起始編號不能超過{digit}位',
    en: 'The start number may have at most {digit} digits',
  },
  billPrefixInvalid: {
    zh: '前缀只能包含中英文、数字和 - _ . / # @',
    zhtw: '前綴只能包含中英文、數字和 - _ . / # @',
    en: 'The prefix may hold only letters, digits, Chinese characters and - _ . / # @',
  },
  billSuffixInvalid: {
    zh: '后缀只能包含中英文、数字和 - _ . / # @',
    zhtw: '後綴只能包含中英文、數字和 - _ . / # @',
    en: 'The suffix may hold only letters, digits, Chinese characters and - _ . / # @',
  },
  billImportInvalid: {
    zh: '导入文件不是有效的单据规则文件',
    zhtw: '匯入文件不是有效的單據規則文件',
    en: 'The file is not a valid numbering rule export',
  },
  billImportFileMissing: {
    zh: '请选择要导入的文件',
    zhtw: '請選擇要匯入的文件',
    en: 'Choose a file to import',
  },
} as const satisfies Record<string, Record<Language, string>>;
