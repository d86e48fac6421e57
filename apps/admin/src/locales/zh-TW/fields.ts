import type zhCN from '../zh-CN/fields.ts';

export default {
  'field.scheduled': '定時執行',
  'field.scheduleId': '定時任務編號',
  'field.outcome': '結果',
  'field.error': '失敗原因',
  'field.expiresAt': '有效期至',
  'field.reason': '原因',
  'field.provider': '第三方帳號',
  'field.passwordChanged': '密碼已修改',
  'field.answerChanged': '密保答案已修改',
  'field.mime': '檔案類型',
  'field.size': '大小',
  'field.variants': '縮圖寬度',
  'field.fileName': '檔名',
  'parameterDiff.parameter': '參數',
  'parameterDiff.value': '值',
  'parameterDiff.unset': '（未填寫）',
  'parameterDiff.noAccess': '沒有查看產品參數定義的權限：參數以鍵名和標準單位的數值顯示。',
} satisfies Record<keyof typeof zhCN, string>;
