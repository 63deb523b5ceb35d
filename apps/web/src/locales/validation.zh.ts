/** Simplified Chinese messages of the shared field patterns (spec 02 section 5; `PATTERNS` in @tessera/shared). */
export const validationZh = {
  'validation.phone': '请正确输入您的手机号',
  'validation.password': '6-16位字符的密码（数字和字母组成）',
  'validation.email': '请正确输入您的邮箱地址',
  'validation.idCard': '请正确输入您的身份证号码',
  'validation.plate': '请正确输入您的车牌号',
  'validation.chinese': '请正确输入中文',
  'validation.enCode': '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  'validation.account': '只能输入数字英文',
  'validation.fullName': '名称不能含有特殊符号',
  'validation.numericCode': '编码只能输入数字',
  'validation.halfHours': '时间只能是整数和0.5的倍数',
  'validation.positiveInteger': '请输入正整数',
  'validation.fieldName': '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
};
