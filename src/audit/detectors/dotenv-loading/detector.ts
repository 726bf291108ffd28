import { searchDetector } from "../search-detector.js";

/** Does the program load a .env file found from where it runs (no explicit path) at start? */
export const detector = searchDetector({
  id: "dotenv-loading",
  question: "Does the program load a .env file found from where it runs (no explicit path) at start?",
  inventory: "credential",
  pattern: String.raw`load_dotenv\(\s*\)|load_dotenv\(\s*find_dotenv\(\s*(usecwd\s*=\s*True)?\s*\)|load_dotenv\(\s*override\s*=\s*True\s*\)|dotenv\.config\(\s*\)|require\(['"]dotenv['"]\)\.config\(\s*\)|['"]dotenv/config['"]|godotenv\.(Load|Overload)\(\s*\)|dotenvy::dotenv\(\)|dotenv::dotenv\(\)`,
});
