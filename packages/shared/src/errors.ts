import type { Lang } from './lang.ts';

/** Every error code of the contract with its HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_LANG: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  MFA_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const ERROR_MESSAGES: Record<Lang, Record<ErrorCode, string>> = {
  zh_CN: {
    VALIDATION_ERROR: '请求参数有误',
    INVALID_LANG: '不支持的语言，请使用 zh_CN 或 en_US',
    UNAUTHENTICATED: '请先登录',
    INVALID_CREDENTIALS: '用户名或密码错误',
    MFA_REQUIRED: '请输入身份验证器中的动态验证码或一个恢复码',
    FORBIDDEN: '没有权限执行此操作',
    NOT_FOUND: '您访问的资源不存在',
    PAYLOAD_TOO_LARGE: '请求内容过大',
    UNSUPPORTED_MEDIA_TYPE: '不支持的内容类型',
    RATE_LIMITED: '请求过于频繁，请稍后再试',
    INTERNAL: '服务器内部错误',
    UNAVAILABLE: '服务暂不可用',
  },
  en_US: {
    VALIDATION_ERROR: 'The request is not valid',
    INVALID_LANG: 'Unsupported language; use zh_CN or en_US',
    UNAUTHENTICATED: 'Please sign in first',
    INVALID_CREDENTIALS: 'Incorrect username or password',
    MFA_REQUIRED: 'Enter the code from your authenticator app, or a recovery code',
    FORBIDDEN: 'You are not allowed to do this',
    NOT_FOUND: "The resource you are accessing doesn't exist",
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    RATE_LIMITED: 'Too many requests, please try again later',
    INTERNAL: 'Internal server error',
    UNAVAILABLE: 'The service is unavailable',
  },
};

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
