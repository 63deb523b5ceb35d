export * from './date-format';
export * from './file-size';
export * from './relative-time';
export * from './words';
export * from './capital-money';
export * from './formula';
