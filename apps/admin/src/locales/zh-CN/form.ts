/**
 * antd's default form messages (product-spec §5). `{label}` and the other marks are filled by
 * the form: `antd-provider.tsx` hands them to antd as its `${label}`.
 */
export default {
  'form.optional': '（选填）',
  'form.validate.default': '{label}校验失败',
  'form.validate.required': '请填写{label}',
  'form.validate.enum': '{label}必须是 [{enum}] 之一',
  'form.validate.whitespace': '{label}不能只有空格',
  'form.validate.date.format': '{label}的日期格式无效',
  'form.validate.date.parse': '{label}无法转换为日期',
  'form.validate.date.invalid': '{label}不是有效的日期',
  'form.validate.types': '{label}不是有效的{type}',
  'form.validate.string.len': '{label}须为 {len} 个字符',
  'form.validate.string.min': '{label}最少 {min} 个字符',
  'form.validate.string.max': '{label}最多 {max} 个字符',
  'form.validate.string.range': '{label}须为 {min}–{max} 个字符',
  'form.validate.number.len': '{label}必须等于 {len}',
  'form.validate.number.min': '{label}最小为 {min}',
  'form.validate.number.max': '{label}最大为 {max}',
  'form.validate.number.range': '{label}须在 {min}–{max} 之间',
  'form.validate.array.len': '须为 {len} 个{label}',
  'form.validate.array.min': '最少 {min} 个{label}',
  'form.validate.array.max': '最多 {max} 个{label}',
  'form.validate.array.range': '{label}的数量须在 {min}–{max} 之间',
  'form.validate.pattern': '{label}的格式不正确',
};
