export { scriptureRoutes } from './scripture-routes';
export { createScriptureService, type ScriptureService } from './scripture-service';
export { loadCorpus, ScriptureCorpus } from './scripture-corpus';
