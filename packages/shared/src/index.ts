export * from './constants.js';
export * from './errors.js';
export * from './format.js';
export * from './schemas/common.js';
export * from './schemas/account.js';
export * from './schemas/idea.js';
