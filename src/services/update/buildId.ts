/** Identifies this build (VITE_BUILD_ID at build time, else the build's timestamp); shown in the footer. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID || 'dev';
