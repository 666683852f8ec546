package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
)

// options are the parsed command-line flags.
type options struct {
	dumpAST bool
	version bool
	command string // -c CODE
	hasCmd  bool
	args    []string // the program's FILE ("-": standard input), if any
	argv    []string // sys.argv: FILE (or -c, -) and the program's arguments

	interactive bool // -i: the REPL after the program, in its namespace
	quiet       bool // -q: no REPL banner

	// --load-session and --save-session: a session file restored before
	// the program or the REPL, and the file the session is saved to after.
	loadSession, saveSession string

	// --cpuprofile FILE: a Go CPU profile of the whole command, for
	// finding where the interpreter spends a program's time.
	cpuProfile string

	// The executor's options, as the flags set them: zero for a limit
	// not given (the executor's default), pyinterp.NoLimit for "none".
	exec pyinterp.Options

	// The program's file system: made when files is set (by --files,
	// --mount or a file quota flag).
	files  bool
	mounts []mountSpec
	vfs    vfs.Options
}

// mountSpec is one --mount HOSTDIR:GUESTDIR[:ro|rw].
type mountSpec struct {
	host, guest string
	writable    bool
}

// parseMount parses HOSTDIR:GUESTDIR[:ro|rw] (read-only by default); the
// host directory may itself hold colons.
func parseMount(s string) (mountSpec, error) {
	var m mountSpec
	rest := s
	if i := strings.LastIndexByte(rest, ':'); i >= 0 {
		switch rest[i+1:] {
		case "rw":
			m.writable, rest = true, rest[:i]
		case "ro":
			rest = rest[:i]
		}
	}
	i := strings.LastIndexByte(rest, ':')
	if i <= 0 || i == len(rest)-1 {
		return m, fmt.Errorf("want HOSTDIR:GUESTDIR[:ro|rw], got %q", s)
	}
	m.host, m.guest = rest[:i], rest[i+1:]
	if !strings.HasPrefix(m.guest, "/") {
		return m, fmt.Errorf("the guest directory of --mount must be absolute (/data), got %q", m.guest)
	}
	return m, nil
}

// The limit flags take a positive value, or "none" (also -1, as in
// pyinterp.Options, where a negative limit means no limit). 0 is refused
// rather than given a meaning: in pyinterp.Options it is the default, and
// a user typing it means "no limit" as often as not.

// isNone reports whether a limit flag's value means "no limit".
func isNone(s string) bool {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, "none") {
		return true
	}
	n, err := strconv.ParseFloat(s, 64)
	return err == nil && n < 0
}

// errZero is the error for a limit flag given 0.
func errZero(s string) error {
	return fmt.Errorf("%q is not a limit: give a positive value, or none (or -1) for no limit", s)
}

// intFlag is an integer limit flag: N > 0, or none.
type intFlag struct {
	p   *int64
	def int64
}

func (f intFlag) String() string {
	if f.p == nil {
		return ""
	}
	return strconv.FormatInt(f.def, 10)
}

func (f intFlag) Set(s string) error {
	if isNone(s) {
		*f.p = pyinterp.NoLimit
		return nil
	}
	n, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	if err != nil {
		return fmt.Errorf("want a positive number or none, got %q", s)
	}
	if n == 0 {
		return errZero(s)
	}
	*f.p = n
	return nil
}

// sizeFlag is a byte-size limit flag: 256MiB, 1GB, 64k, 1048576, or none.
type sizeFlag struct {
	p   *int64
	def int64
}

func (f sizeFlag) String() string {
	if f.p == nil {
		return ""
	}
	return formatSize(f.def)
}

func (f sizeFlag) Set(s string) error {
	if isNone(s) {
		*f.p = pyinterp.NoLimit
		return nil
	}
	n, err := parseSize(s)
	if err != nil {
		return err
	}
	if n == 0 {
		return errZero(s)
	}
	*f.p = n
	return nil
}

// sizeUnits are the suffixes parseSize accepts, lower-cased: SI (powers of
// 1000) and IEC (powers of 1024) units; a bare K, M, G, T is binary, as in
// ulimit and docker.
var sizeUnits = map[string]int64{
	"": 1, "b": 1,
	"k": 1 << 10, "kb": 1e3, "kib": 1 << 10,
	"m": 1 << 20, "mb": 1e6, "mib": 1 << 20,
	"g": 1 << 30, "gb": 1e9, "gib": 1 << 30,
	"t": 1 << 40, "tb": 1e12, "tib": 1 << 40,
}

// parseSize parses a byte count: a number (decimals allowed with a unit)
// and an optional unit, e.g. 256MiB, 1GB, 1.5GiB, 4096.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := strings.IndexFunc(t, func(r rune) bool { return (r < '0' || r > '9') && r != '.' && r != '_' })
	if i < 0 {
		i = len(t)
	}
	num, unit := strings.ReplaceAll(t[:i], "_", ""), strings.ToLower(strings.TrimSpace(t[i:]))
	mult, ok := sizeUnits[unit]
	if num == "" || !ok {
		return 0, fmt.Errorf("want a size such as 256MiB, 1GB or 1048576, got %q", s)
	}
	if !strings.Contains(num, ".") {
		n, err := strconv.ParseInt(num, 10, 64)
		if err != nil || n > math.MaxInt64/mult {
			return 0, fmt.Errorf("size %q out of range", s)
		}
		return n * mult, nil
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || f*float64(mult) >= math.MaxInt64 {
		return 0, fmt.Errorf("want a size such as 256MiB, 1GB or 1048576, got %q", s)
	}
	return int64(f * float64(mult)), nil
}

// formatSize renders n bytes with the largest binary unit that divides it.
func formatSize(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return fmt.Sprintf("%d%s", n/u.size, u.name)
		}
	}
	return strconv.FormatInt(n, 10)
}

// usageText is the --help text; flag names are shown with two dashes,
// which the flag package accepts as well as one.
const usageText = `usage: pyinterp [flags] [FILE | -c CODE | -] [ARG...]
       pyinterp --dump-ast FILE
       pyinterp --version
       pyinterp serve [flags]   (pyinterp serve --help)
       pyinterp mcp [flags]     (pyinterp mcp --help)

Runs a Python program under pyinterp's sandbox: FILE, the string CODE, or the
program on standard input (-, or no program and no terminal). The arguments
after the program are its own (sys.argv), flags included. With no program and
a terminal on standard input, starts an interactive session (the REPL).

Exit status, as python3's: 0 on success, sys.exit's status, 1 on an uncaught
exception or a limit, 2 on a usage error; an uncaught KeyboardInterrupt ends
the process by SIGINT.

flags:
`

// flagHelp documents one flag in --help.
type flagHelp struct{ name, arg, doc string }

// flagDoc documents the flags in --help, in this order.
var flagDoc = append(append([]flagHelp{
	{"c", "CODE", "run CODE as the program"},
	{"i", "", "run the program, then the REPL in its namespace"},
	{"q", "", "no REPL banner"},
	{"V", "", "print the version and exit (also --version)"},
	{"W", "ARG", "warning control, as python3's -W (sys.warnoptions): action:message:category:module:lineno;\nrepeatable, -Werror and -W error alike"},
}, execFlagDoc...),
	flagHelp{"load-session", "FILE", "restore the variables, functions, classes and imports saved in FILE before the\nprogram or the REPL runs"},
	flagHelp{"save-session", "FILE", "save the session to FILE when the program ends (also after an error) or the REPL\nexits; values that cannot be saved (generators, open files) are left out with a warning"},
	flagHelp{"cpuprofile", "FILE", "write a Go CPU profile of the interpreter to FILE (go tool pprof FILE)"},
	flagHelp{"dump-ast", "", "parse FILE and print its syntax tree as CPython's ast.dump(ast.parse(source)) does"},
	flagHelp{"version", "", "print the version and exit"},
	flagHelp{"help", "", "print this help and exit"},
)

// execFlagDoc documents the flags of the executor's options, shared by
// the command and `pyinterp mcp` (addExecFlags).
var execFlagDoc = []flagHelp{
	{"allow-import", "LIST", "also authorize these imports: comma-separated module names, `pkg.*` (pkg and its\nsubmodules) or `*` (anything); repeatable. Authorized by default:\n" + wrap(strings.Join(policy.DefaultImports(), ", "), 76)},
	{"max-operations", "N", "operations (evaluated nodes and elements processed by builtins) per run; none: no limit"},
	{"max-while-iterations", "N", "iterations of any one while loop; none: no limit"},
	{"timeout", "DURATION", "wall-clock time per run, e.g. 500ms, 10s, 2m, or seconds; none: no limit"},
	{"max-memory", "SIZE", "memory a run may allocate for Python values: 256MiB, 1GB, 1048576; none: no limit"},
	{"max-output", "SIZE", "bytes a run may print; none: no limit"},
	{"max-recursion", "N", fmt.Sprintf("depth of nested Python calls, 1 to %d", pyinterp.MaxRecursionLimit)},
	{"smolagents-last-value", "", "the value of a run is its last statement's by smolagents' rule (x = 3 gives 3);\nthe command prints it after the program when it is not None"},
	{"files", "", "give the program a file system: an in-memory scratch area (working directory\n" + vfs.DefaultWorkDir + ", temporary files in " + vfs.DefaultTempDir + "), open() and the file modules (os, pathlib, ...)"},
	mountFlagDoc,
	workdirFlagDoc,
	{"max-write", "SIZE", "bytes the program may write to files, in all; none: no limit"},
	{"max-file-size", "SIZE", "size of any file the program writes; none: no limit"},
	{"max-files", "N", "files and directories the program may create; none: no limit"},
	{"max-open-files", "N", "files open at once; none: no limit"},
}

// The help of the host's file flags, which serve has too.
var (
	mountFlagDoc   = flagHelp{"mount", "HOSTDIR:GUESTDIR[:ro|rw]", "mount a host directory in the program's file system, read-only (ro, the default)\nor read-write (rw); implies --files; repeatable. Nothing outside HOSTDIR is reachable,\nsymbolic links included"}
	workdirFlagDoc = flagHelp{"workdir", "GUESTDIR", "the program's working directory (implies --files)"}
)

// parseFlags parses the command line as python3 does: pyinterp's flags,
// then the program (FILE, -c CODE, or - for standard input), then the
// program's arguments, which are all the program's (sys.argv), flags
// included. ok is false when the command should exit at once with status.
func parseFlags(args []string, stdout, stderr io.Writer) (opts options, status int, ok bool) {
	fs := flag.NewFlagSet("pyinterp", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.BoolVar(&opts.dumpAST, "dump-ast", false, "")
	fs.BoolVar(&opts.version, "version", false, "")
	fs.BoolVar(&opts.version, "V", false, "")
	fs.BoolVar(&opts.interactive, "i", false, "")
	fs.BoolVar(&opts.quiet, "q", false, "")
	for _, name := range ignoredFlags {
		fs.Bool(name, false, "")
	}
	var help bool
	fs.BoolVar(&help, "help", false, "")
	fs.BoolVar(&help, "h", false, "")
	fs.StringVar(&opts.loadSession, "load-session", "", "")
	fs.StringVar(&opts.saveSession, "save-session", "", "")
	fs.StringVar(&opts.cpuProfile, "cpuprofile", "", "")
	finish := addExecFlags(fs, &opts)

	// Find where the program starts: the flags before it are pyinterp's.
	var flags []string
	i := 0
scan:
	for i < len(args) {
		a := args[i]
		switch {
		case a == "--":
			i++
			break scan
		case a == "-" || !strings.HasPrefix(a, "-"):
			break scan
		case strings.HasPrefix(a, "-W"):
			// python3's -W ARG or -WARG (sys.warnoptions)
			opt := a[2:]
			if a == "-W" {
				if i+1 >= len(args) {
					return opts, usageLine(stderr, "Argument expected for the -W option"), false
				}
				opt = args[i+1]
				i++
			}
			opts.exec.WarnOptions = append(opts.exec.WarnOptions, opt)
			i++
			continue
		case a == "-c" || strings.HasPrefix(a, "-c") && !strings.HasPrefix(a, "--") && fs.Lookup(a[1:]) == nil:
			code := strings.TrimPrefix(a, "-c")
			if a == "-c" {
				if i+1 >= len(args) {
					return opts, usageLine(stderr, "Argument expected for the -c option"), false
				}
				code = args[i+1]
				i++
			}
			opts.command, opts.hasCmd = code, true
			opts.argv = append([]string{"-c"}, args[i+1:]...)
			i = len(args)
			break scan
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			if expanded, ok := splitShortFlags(fs, a); ok {
				flags = append(flags, expanded...)
				i++
				continue
			}
			return opts, usageLine(stderr, "Unknown option: "+a), false
		}
		flags = append(flags, a)
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !hasValue && !(ok && b.IsBoolFlag()) {
			if i+1 >= len(args) {
				return opts, usageLine(stderr, "Argument expected for the "+a+" option"), false
			}
			flags = append(flags, args[i+1])
			i++
		}
		i++
	}
	if err := fs.Parse(flags); err != nil {
		return opts, usageLine(stderr, err.Error()), false
	}
	if help {
		printUsage(stdout)
		return opts, exitOK, false
	}
	if !opts.hasCmd && i < len(args) {
		opts.args = []string{args[i]}
		opts.argv = args[i:]
	}
	finish()
	return opts, exitOK, true
}

// ignoredFlags are python3's flags that mean nothing here (unbuffered
// output, no bytecode, no environment, no site, isolated, optimize):
// accepted so that python3 command lines work, and ignored.
var ignoredFlags = []string{"u", "B", "E", "s", "S", "I", "O"}

// splitShortFlags expands combined one-letter flags (-iq) when every
// letter is a boolean flag.
func splitShortFlags(fs *flag.FlagSet, a string) ([]string, bool) {
	if len(a) < 3 || a[0] != '-' || a[1] == '-' {
		return nil, false
	}
	var out []string
	for _, c := range a[1:] {
		f := fs.Lookup(string(c))
		if f == nil {
			return nil, false
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
			return nil, false
		}
		out = append(out, "-"+string(c))
	}
	return out, true
}

// usageLine reports a command-line error as python3 does: the error, a
// usage line and where to find help; it returns the usage status.
func usageLine(stderr io.Writer, msg string) int {
	msg = strings.Replace(msg, "flag provided but not defined: ", "Unknown option: ", 1)
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		// The flag package's `invalid value "x" for flag -name: why`.
		if i := strings.Index(rest, " for flag -"); i >= 0 {
			name, why, _ := strings.Cut(rest[i+len(" for flag -"):], ": ")
			msg = "pyinterp: bad value " + rest[:i] + " for --" + name + ": " + why
		}
	}
	fmt.Fprintf(stderr, "%s\nusage: pyinterp [option] ... [-c cmd | file | -] [arg] ...\nTry `pyinterp -h' for more information.\n", msg)
	return exitUsage
}

// addExecFlags defines the flags of the executor's options (execFlagDoc)
// on fs, setting opts. Call finish after parsing.
func addExecFlags(fs *flag.FlagSet, opts *options) (finish func()) {
	fs.BoolVar(&opts.exec.SmolagentsLastValue, "smolagents-last-value", false, "")
	fs.Func("allow-import", "", func(list string) error {
		for _, name := range strings.Split(list, ",") {
			name = strings.TrimSpace(name)
			if !validImportPattern(name) {
				return fmt.Errorf("bad module pattern %q (want a.b, a.* or *)", name)
			}
			opts.exec.AuthorizedImports = append(opts.exec.AuthorizedImports, name)
		}
		return nil
	})
	x := &opts.exec
	fs.Var(intFlag{&x.MaxOperations, pyinterp.DefaultMaxOperations}, "max-operations", "")
	fs.Var(intFlag{&x.MaxWhileIterations, pyinterp.DefaultMaxWhileIterations}, "max-while-iterations", "")
	fs.Func("timeout", "", func(s string) error {
		if isNone(s) {
			x.Timeout = pyinterp.NoLimit
			return nil
		}
		d, err := time.ParseDuration(s)
		if err != nil {
			if n, nerr := strconv.ParseFloat(s, 64); nerr == nil {
				d, err = time.Duration(n*float64(time.Second)), nil // plain seconds, as Python's timeouts
			}
		}
		if err != nil {
			return fmt.Errorf("want a duration such as 500ms, 10s or 2m, or none, got %q", s)
		}
		if d == 0 {
			return errZero(s)
		}
		x.Timeout = d
		return nil
	})
	fs.Var(sizeFlag{&x.MaxMemory, pyinterp.DefaultMaxMemory}, "max-memory", "")
	fs.Var(sizeFlag{&x.MaxOutput, pyinterp.DefaultMaxOutput}, "max-output", "")
	fs.Func("max-recursion", "", func(s string) (err error) {
		x.MaxRecursionDepth, err = parseRecursion(s)
		return err
	})
	fs.BoolVar(&opts.files, "files", false, "")
	addHostFileFlags(fs, opts)
	v := &opts.vfs
	var maxFiles, maxOpen int64
	fs.Var(fileFlag{sizeFlag{&v.MaxWriteBytes, vfs.DefaultMaxWriteBytes}, &opts.files}, "max-write", "")
	fs.Var(fileFlag{sizeFlag{&v.MaxFileSize, vfs.DefaultMaxFileSize}, &opts.files}, "max-file-size", "")
	fs.Var(fileFlag{intFlag{&maxFiles, vfs.DefaultMaxFiles}, &opts.files}, "max-files", "")
	fs.Var(fileFlag{intFlag{&maxOpen, vfs.DefaultMaxOpenFiles}, &opts.files}, "max-open-files", "")
	return func() { v.MaxFiles, v.MaxOpenFiles = int(maxFiles), int(maxOpen) }
}

// addHostFileFlags defines --mount and --workdir on fs: the host's part
// of the program's file system (serve has them too: its worker processes
// get them so).
func addHostFileFlags(fs *flag.FlagSet, opts *options) {
	fs.Func("mount", "", func(s string) error {
		m, err := parseMount(s)
		if err != nil {
			return err
		}
		opts.mounts = append(opts.mounts, m)
		opts.files = true
		return nil
	})
	fs.Func("workdir", "", func(s string) error {
		if !strings.HasPrefix(s, "/") {
			return fmt.Errorf("want an absolute guest directory, got %q", s)
		}
		opts.vfs.WorkDir, opts.files = s, true
		return nil
	})
}

// fileFlag is a file quota flag: setting it gives the program files.
type fileFlag struct {
	flag.Value
	files *bool
}

func (f fileFlag) Set(s string) error {
	*f.files = true
	return f.Value.Set(s)
}

// printUsage writes the --help text with each flag's default.
func printUsage(w io.Writer) {
	io.WriteString(w, usageText)
	writeFlagHelp(w, flagDoc, execFlagDefaults())
}

// execFlagDefaults are the defaults --help shows for the executor's flags.
func execFlagDefaults() map[string]string {
	return map[string]string{
		"max-operations":       strconv.Itoa(pyinterp.DefaultMaxOperations),
		"max-while-iterations": strconv.Itoa(pyinterp.DefaultMaxWhileIterations),
		"timeout":              pyinterp.DefaultTimeout.String(),
		"max-memory":           formatSize(pyinterp.DefaultMaxMemory),
		"max-output":           formatSize(pyinterp.DefaultMaxOutput),
		"max-recursion":        strconv.Itoa(pyinterp.DefaultMaxRecursionDepth),
		"workdir":              vfs.DefaultWorkDir,
		"max-write":            formatSize(vfs.DefaultMaxWriteBytes),
		"max-file-size":        formatSize(vfs.DefaultMaxFileSize),
		"max-files":            strconv.Itoa(vfs.DefaultMaxFiles),
		"max-open-files":       strconv.Itoa(vfs.DefaultMaxOpenFiles),
	}
}

// writeFlagHelp writes the help of flags, each with its default if it
// has one in defaults.
func writeFlagHelp(w io.Writer, flags []flagHelp, defaults map[string]string) {
	for _, f := range flags {
		head := "  --" + f.name
		if len(f.name) == 1 {
			head = "  -" + f.name
		}
		if f.arg != "" {
			head += " " + f.arg
		}
		fmt.Fprintf(w, "%s\n", head)
		doc := f.doc
		if d, ok := defaults[f.name]; ok {
			doc += " (default " + d + ")"
		}
		for _, line := range strings.Split(doc, "\n") {
			fmt.Fprintf(w, "    \t%s\n", line)
		}
	}
}

// wrap breaks text into lines of at most width bytes at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		if i > 0 && n+1+len(word) > width {
			b.WriteByte('\n')
			n = 0
		} else if i > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(word)
		n += len(word)
	}
	return b.String()
}

// validImportPattern accepts a dotted module name, optionally ending in
// ".*", or "*".
func validImportPattern(p string) bool {
	if p == "*" {
		return true
	}
	p = strings.TrimSuffix(p, ".*")
	for _, part := range strings.Split(p, ".") {
		if part == "" {
			return false
		}
		for i, r := range part {
			if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
				return false
			}
		}
	}
	return true
}

// parseRecursion parses a --max-recursion depth.
func parseRecursion(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > pyinterp.MaxRecursionLimit {
		return 0, fmt.Errorf("want a depth from 1 to %d, got %q", pyinterp.MaxRecursionLimit, s)
	}
	return n, nil
}
