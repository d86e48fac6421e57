export default {
  'content.title': '标题',
  'content.summary': '摘要',
  'content.cover': '封面图',
  'content.body': '正文',
};
