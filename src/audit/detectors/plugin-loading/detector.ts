import { searchDetector } from "../search-detector.js";

/** Does the agent load plugins or code modules chosen at runtime? */
export const detector = searchDetector({
  id: "plugin-loading",
  question: "Does the agent load plugins or code modules chosen at runtime?",
  inventory: "extension",
  pattern: String.raw`entry_points\(|importlib\.metadata|importlib\.import_module\(|load_plugin|register_plugin|PluginManager|plugin_manager|pluginManager|PluginLoader|plugin\.Open\(|dlopen|libloading|await import\(\s*[A-Za-z_$]`,
});
