export * from './artPaths';
export * from './boardTheme';
