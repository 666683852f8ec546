package policy

// ForbiddenBuiltins are the builtin functions pyinterp does not provide,
// with the reason. Install binds each name in the builtins namespace to a
// stub that raises
//
//	InterpreterError: Forbidden function evaluation: 'eval' is not among the explicitly allowed tools or defined/imported in the preceding code
//
// (a NameError would invite the model to look for the function elsewhere).
// A program may still define a function of the same name: its own
// definition shadows the stub, as in smolagents.
var ForbiddenBuiltins = []Rule{
	{"eval", "runs code built at run time, outside the compiled program's checks"},
	{"exec", "as eval"},
	{"compile", "builds code objects"},
	{"open", "host file system"},
	{"input", "host standard input (provided when the host gives the code an input stream: Options.Stdin)"},
	{"breakpoint", "debugger entry"},
	{"help", "interactive help: reads modules and the terminal"},
	{"globals", "the module namespace as a mutable dict, including tools"},
	{"locals", "frame namespaces"},
	{"vars", "namespaces of modules and frames"},
	{"dir", "introspection of internal names (may be provided later, filtered)"},
	{"__import__", "the import machinery, bypassing the import allowlist"},
	{"memoryview", "raw buffer views"},
	{"copyright", "interactive helper"},
	{"credits", "interactive helper"},
	{"license", "interactive helper: reads files"},
}
