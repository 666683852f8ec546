package policy

import "sync"

// SysAbsent are the attributes of CPython's sys that pyinterp's sys
// leaves out, with the reason: each reaches modules, frames, paths or the
// host. Reading one raises AttributeError naming the reason. The rest of
// sys (argv, exit, the standard streams over the run's own input and
// output, and read-only facts about the interpreter) is harmless, and sys
// is authorized by default.
var SysAbsent = []Rule{
	{"modules", "the table of loaded modules: a way around the import allowlist and into modules' internals"},
	{"path", "the host's module search path: names host directories"},
	{"meta_path", "import hooks: the import machinery"},
	{"path_hooks", "import hooks: the import machinery"},
	{"path_importer_cache", "import machinery caches"},
	{"_getframe", "frame objects: other functions' locals and globals, the tools' namespace"},
	{"settrace", "tracing hooks see every frame and its locals"},
	{"setprofile", "profiling hooks see every frame"},
	{"gettrace", "tracing hooks"},
	{"getprofile", "profiling hooks"},
	{"addaudithook", "audit hooks of the host process"},
	{"audit", "audit events of the host process"},
	{"executable", "the host's interpreter binary path"},
	{"prefix", "host installation paths"},
	{"exec_prefix", "host installation paths"},
	{"base_prefix", "host installation paths"},
	{"base_exec_prefix", "host installation paths"},
	{"platlibdir", "host installation paths"},
	{"stdlib_module_names", "not provided"},
	{"builtin_module_names", "not provided"},
	{"flags", "command-line flags of the host process"},
	{"orig_argv", "the host process's own command line"},
	{"getrefcount", "CPython's memory management"},
	{"setswitchinterval", "threads are not supported"},
	{"getswitchinterval", "threads are not supported"},
	{"excepthook", "the host prints uncaught exceptions"},
	{"displayhook", "the REPL's echo is the host's"},
	{"breakpointhook", "debugger entry"},
	{"_current_frames", "frame objects of every thread"},
	{"set_asyncgen_hooks", "async generators are not supported"},
	{"getdlopenflags", "native library loading"},
	{"setdlopenflags", "native library loading"},
	{"dont_write_bytecode", "no bytecode is written"},
	{"pycache_prefix", "no bytecode is written"},
}

// SysAbsentReasons returns SysAbsent as a map from name to reason: one
// map made once per process and shared by every caller, who must not
// change it.
func SysAbsentReasons() map[string]string { return sysAbsentReasons() }

var sysAbsentReasons = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, len(SysAbsent)) //allocpath:ok a constant table
	for _, r := range SysAbsent {
		m[r.Name] = r.Reason
	}
	return m
})
