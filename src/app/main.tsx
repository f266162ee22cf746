import '../contracts/zodWithoutEval';
import './styles/app.css';
import { boot } from './boot';

boot();
