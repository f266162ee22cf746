/** The battle engine in a Web Worker, exposed over Comlink (see BattleWorkerApi in src/contracts/battle). */
import '../src/contracts/zodWithoutEval';
import * as Comlink from 'comlink';
import { createBattleWorkerApi } from './battleWorkerApi';

Comlink.expose(createBattleWorkerApi());
