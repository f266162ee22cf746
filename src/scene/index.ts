/** The Pixi battle scene: what the battle viewer mounts and marks. */
export { BattleScene } from './BattleScene';
export { markBattle, clearBattleMarks } from './battleMarks';
export type { BattleSceneProps, SceneQuality } from './battleSceneProps';
