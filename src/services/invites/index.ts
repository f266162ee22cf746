export * from './inviteQueries';
export * from './claimRememberedInvite';
export * from './deviceId';
