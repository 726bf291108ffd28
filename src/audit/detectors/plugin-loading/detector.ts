import { isCommentLine, searchDetector } from "../search-detector.js";

// Why: importing a module whose name is a literal, or a module of the project's own package picked by name
// (f"pkg.modules.{name}"), is ordinary lazy loading, not loading third-party code chosen at runtime; a call with
// nothing between its parentheses is prose (a docstring naming the function), not a call.
const LITERAL_IMPORT = /import_module\(\s*\)|import_module\(\s*f?["'][\w.]+["']\s*\)|import_module\(\s*f["'][\w]+\.[\w.]*\{|import\(\s*["'`]/;

/** Does the agent load plugins or code modules chosen at runtime? */
export const detector = searchDetector({
  id: "plugin-loading",
  question: "Does the agent load plugins or code modules chosen at runtime?",
  inventory: "extension",
  keep: (hit) => !isCommentLine(hit.text) && !LITERAL_IMPORT.test(hit.text),
  dropNote: "the hits import modules named by literals",
  pattern: String.raw`\bentry_points\(|importlib\.import_module\(|load_plugin|register_plugin|PluginManager|plugin_manager|pluginManager|PluginLoader|plugin\.Open\(|\bdlopen\(|libloading|await import\(\s*[A-Za-z_$]`,
});
