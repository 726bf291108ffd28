/**
 * ripgrep's built-in file types for the languages the reviewer reads: TypeScript/JavaScript, Python, Go and Rust in
 * depth, and Java, Kotlin, C# and C/C++ for the main vocabulary (so an absence search over such a project is not empty).
 */
export const CODE_TYPE_FLAGS = ["-t", "ts", "-t", "js", "-t", "py", "-t", "go", "-t", "rust", "-t", "java", "-t", "kotlin", "-t", "csharp", "-t", "c", "-t", "cpp"];

/**
 * Paths that describe or test behaviour rather than ship it. Defaults are established without them
 * (the method: exclude tests and examples when establishing defaults).
 */
export const NON_SHIPPING_GLOBS = [
  "!**/{test,tests,__tests__,testdata,test_data,fixtures,__fixtures__,mocks,__mocks__,e2e,examples,example,samples,sample,demos,demo,cookbook,tutorials,docs,doc,benchmarks,benchmark,bench,evals,scripts,script,hack,contrib,node_modules,vendor,third_party,dist,build}/**",
  "!**/*{usecase,use_case,use-case}*/**",
  "!**/*{_test.go,_test.py,.test.ts,.test.tsx,.test.js,.spec.ts,.spec.js,.test.mjs,.d.ts,.min.js,Test.java,Tests.java,Test.kt,Tests.kt,Tests.cs,Test.cs,_test.c,_test.cc,_test.cpp,.properties}",
  "!**/test_*.py",
  // Why: root-level test scripts, code generators and build configs run at development time, not in the shipped program.
  "!**/{test-*,generate-*,generate_*,*.config}.{js,mjs,cjs,ts,py}",
];


