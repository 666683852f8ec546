package policy

import (
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// defaultImports are the modules any program may import, each with the
// reason it is safe. The first group is smolagents' BASE_BUILTIN_MODULES,
// kept so that code written for LocalPythonExecutor runs unchanged; the
// second group are the pure modules pyinterp implements (package modules)
// that touch nothing outside the interpreter. A module that is authorized
// but not implemented fails with ModuleNotFoundError, as in CPython.
var defaultImports = []struct{ Name, Reason string }{
	// smolagents' BASE_BUILTIN_MODULES.
	{"collections", "containers (deque, Counter, defaultdict, ...); pure data structures"},
	{"datetime", "date arithmetic; reads the clock only through the host's clock"},
	{"itertools", "iterator combinators; every element is charged to the operation budget"},
	{"math", "numeric functions; pure"},
	{"queue", "in-process FIFO/LIFO queues; no threads can be started to block on them"},
	{"random", "pseudo-random numbers; seeded from host entropy, exposes no OS handle"},
	{"re", "regular expressions; pure"},
	{"stat", "constants and predicates on mode bits; pure"},
	{"statistics", "descriptive statistics; pure"},
	{"time", "clocks and sleep; sleep is bounded by the run's deadline"},
	{"unicodedata", "Unicode database lookups; pure"},
	// Pure modules pyinterp implements.
	{"bisect", "binary search on lists; pure"},
	{"copy", "shallow and deep copies; charged to the memory budget"},
	{"functools", "higher-order functions (reduce, partial, lru_cache); pure"},
	{"heapq", "heap operations on lists; pure"},
	{"json", "encoding and decoding of JSON text; pure"},
	{"keyword", "the list of Python keywords; pure data"},
	{"__future__", "future statements are compile-time directives (from __future__ import annotations is common in LLM code); the module only holds feature records"},
	{"operator", "functions for the operators; attrgetter goes through the attribute policy"},
	{"string", "string constants and Formatter; format fields go through the attribute policy"},
	{"abc", "abstract base classes; class machinery only, pure"},
	{"contextlib", "context manager helpers; pure (no redirect_stdout: there is no sys)"},
	{"numbers", "the numeric ABC tower; pure"},
	{"enum", "enumerations; classes of the program's own, no outside access"},
	{"html", "HTML escaping and entity decoding; pure"},
	{"base64", "base16/32/64 encodings of bytes; pure"},
	{"binascii", "hex and base64 conversions of bytes; pure"},
	{"hashlib", "message digests (md5, sha*) of bytes in memory; pure"},
	{"textwrap", "wrapping and indenting text; pure"},
	{"uuid", "UUID objects; uuid4 reads the host's entropy source, uuid1 (MAC address, clock) is refused"},
	{"urllib.parse", "URL parsing and quoting on strings; no network access (urllib.request is not authorized)"},
	{"difflib", "sequence comparison and text diffs; pure"},
	{"pprint", "pretty-printing of data structures; writes only to the program's output"},
	{"dataclasses", "class decorators generating methods; classes of the program's own, pure"},
	{"typing", "runtime typing constructs (aliases, TypeVar, NamedTuple, TypedDict); pure"},
	{"io", "in-memory StringIO and BytesIO; io.open and the file classes exist only when the host gives the program a file system (then they reach only that file system)"},
	{"csv", "CSV reading and writing over strings and file-like objects of the program; pure"},
	{"fractions", "exact rational arithmetic; pure"},
	{"decimal", "decimal arithmetic; pure, precision capped and work charged to the operation budget"},
	{"calendar", "calendar computations and text calendars; pure (no locale calendars)"},
	{"sys", "a restricted sys: argv, exit, the standard streams over the run's own input and output, and read-only facts about the interpreter; nothing that reaches modules, frames, paths or the host (policy.SysAbsent lists what is left out and why)"},
	{"collections.abc", "the container ABCs (Mapping, Sequence, Iterable, ...) for isinstance checks and as bases; pure"},
	{"contextvars", "context variables (ContextVar, copy_context); asyncio tasks run in the context they copied; pure"},
	{"asyncio", "one event loop per run inside the interpreter: tasks, futures, timers and locks are program objects; no sockets, subprocesses, threads or signals; sleeping is bounded by the run's deadline and cancellation (not in smolagents' defaults, which has no async support: authorized here because LLM code awaits tools with asyncio.gather)"},
	{"zlib", "compression of bytes in memory; decompressed sizes are charged to the memory budget (a bomb ends with the memory limit)"},
	{"gc", "collect() and the switches are no-ops (Go's collector runs by itself); nothing that lists objects (get_objects, get_referrers, get_referents) exists"},
	{"types", "the types of builtin objects and SimpleNamespace; no FrameType, CodeType or TracebackType (frames and code are not reachable)"},
	{"traceback", "formats the program's own exceptions (format_exc, print_exc, format_tb over the restricted exc.__traceback__: lines and names, no frame namespaces); the live stack is not exposed"},
	{"struct", "packing and unpacking of bytes; sizes are charged to the memory budget"},
	{"warnings", "warning filters and messages written to the program's stderr; the location of a warning is read from the program's own stack (file, line, module name), nothing else of a frame is exposed"},
	{"array", "typed arrays of numbers in memory; sizes are charged to the memory budget"},
}

// fileImports are the modules authorized when the host gives the program
// a file system (pyinterp.Options.Files), each with the reason it is safe
// then. Without a file system they are not even registered: importing one
// fails with ModuleNotFoundError whatever the import policy says. Every
// path they take reaches only the executor's virtual file system (package
// vfs): its in-memory scratch area and the host's mounts, under quotas.
var fileImports = []struct{ Name, Reason string }{
	{"os", "a restricted os: files and directories of the virtual file system only (listdir, scandir, walk, stat, makedirs, remove, rename, getcwd, chdir); nothing that touches processes, the environment, users or the host"},
	{"os.path", "path functions: pure string operations, and exists/isfile/isdir/getsize over the virtual file system"},
	{"pathlib", "Path and PurePosixPath over the virtual file system"},
	{"shutil", "copying, moving and removing files and trees within the virtual file system (copyfile, copy, copytree, rmtree, move); no disk_usage, chown or archives of the host"},
	{"tempfile", "temporary files and directories in the scratch area's temporary directory"},
	{"glob", "file name patterns matched against the virtual file system"},
	{"fnmatch", "shell-style pattern matching of names; pure"},
	{"errno", "the errno numbers (Linux's) that OSError.errno holds; pure data"},
	{"gzip", "gzip compression of bytes and gzip files of the virtual file system; decompressed sizes are charged to the memory budget"},
	{"zipfile", "zip archives of the virtual file system or in memory; decompressed sizes are charged to the memory budget"},
}

// FileImports returns the names of the modules authorized when the
// program has a file system.
func FileImports() []string {
	out := make([]string, len(fileImports)) //allocpath:ok a constant table
	for i, d := range fileImports {
		out[i] = d.Name
	}
	return out
}

// DefaultImports returns the names of the modules authorized by default.
func DefaultImports() []string {
	out := make([]string, len(defaultImports)) //allocpath:ok defaultImports is a constant table
	for i, d := range defaultImports {
		out[i] = d.Name
	}
	return out
}

// importNode is a tree of authorized dotted names: "a.b" authorizes the
// path a -> b, and a "*" child authorizes everything below its parent.
type importNode map[string]importNode

func buildImportTree(patterns []string) importNode {
	root := importNode{}
	for _, p := range patterns {
		cur := root
		for rest, more := p, true; more; {
			var part string
			part, rest, more = strings.Cut(rest, ".")
			next := cur[part]
			if next == nil {
				next = importNode{}
				cur[part] = next
			}
			cur = next
		}
	}
	return root
}

// Authorized reports whether module name may be imported. The rule is
// smolagents' check_import_authorized: walk the dotted name down the tree
// of authorized names; a "*" on the way authorizes the rest. So "a.*"
// authorizes a and every a.x, "a.b" authorizes a.b (and a itself, which
// importing a.b imports anyway) but not a.c, and "*" authorizes anything.
func (p *Policy) Authorized(name string) bool {
	cur := p.tree
	for rest, more := name, true; more; {
		var part string
		part, rest, more = strings.Cut(rest, ".")
		if _, ok := cur["*"]; ok {
			return true
		}
		next, ok := cur[part]
		if !ok {
			return false
		}
		cur = next
	}
	return true
}

// CheckImport is the Interp.CheckImport hook: nil if name may be
// imported, the InterpreterError refusal otherwise.
func (p *Policy) CheckImport(name string) error {
	if p.Authorized(name) {
		return nil
	}
	return eval.Errorf(eval.InterpreterErrorType, "Import of %s is not allowed. Authorized imports are: %s",
		name, pyList(p.imports))
}

// CheckImportFrom is the Interp.CheckImportFrom hook: CheckImport for the
// module of a from-import, refused in smolagents' words for it.
func (p *Policy) CheckImportFrom(name string) error {
	if p.Authorized(name) {
		return nil
	}
	return eval.Errorf(eval.InterpreterErrorType, "Import from %s is not allowed. Authorized imports are: %s",
		name, pyList(p.imports))
}

// pyList renders names (the host's configuration, not the program's
// data: nothing is charged) as str() of a Python list of str: ['a', 'b'].
func pyList(names []string) string {
	b := eval.NewBuilder(nil, 0)
	b.WriteByte('[')
	for i, n := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('\'')
		for j := 0; j < len(n); j++ {
			if n[j] == '\\' || n[j] == '\'' {
				b.WriteByte('\\')
			}
			b.WriteByte(n[j])
		}
		b.WriteByte('\'')
	}
	b.WriteByte(']')
	return b.String()
}
