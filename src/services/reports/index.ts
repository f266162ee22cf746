export * from './readScreenshot';
export * from './reportQueries';
