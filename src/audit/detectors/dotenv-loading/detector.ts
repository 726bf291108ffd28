import { searchDetector } from "../search-detector.js";

/** Does the program load a .env file at start (possibly from the working directory)? */
export const detector = searchDetector({
  id: "dotenv-loading",
  question: "Does the program load a .env file at start (possibly from the working directory)?",
  inventory: "credential",
  pattern: String.raw`load_dotenv\(|find_dotenv\(|dotenv\.config\(|require\(['\"]dotenv['\"]\)|['\"]dotenv/config['\"]|godotenv\.(Load|Overload)\(|dotenvy::|dotenv::dotenv`,
});
