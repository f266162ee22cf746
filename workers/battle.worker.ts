/** The battle engine in a Web Worker, exposed over Comlink (see BattleWorkerApi and WinOddsWorkerApi in src/contracts/battles). */
import '../src/contracts/zodWithoutEval';
import * as Comlink from 'comlink';
import { createBattleWorkerApi } from './battleWorkerApi';
import { createWinOddsApi } from './winOddsApi';

Comlink.expose({ ...createBattleWorkerApi(), ...createWinOddsApi() });
