export * from './constants';
export * from './auth';
export * from './dates';
export * from './money';
export * from './pricing';
export * from './refund';
export * from './errors';
export * from './images';
