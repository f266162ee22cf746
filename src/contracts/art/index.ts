export * from './artPaths';
