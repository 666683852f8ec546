package session

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
)

// Options are a session's create options, as clients send them (JSON
// field names in the tags). A zero limit takes the server's default
// (Config.Defaults); "no limit" cannot be asked for over the wire.
type Options struct {
	// AuthorizedImports are added to the default import allowlist
	// ("numpy", "a.*", but not "*" unless Config.AllowAnyImport).
	AuthorizedImports []string `json:"authorized_imports,omitempty"`

	MaxOperations      int64 `json:"max_operations,omitempty"`
	MaxWhileIterations int64 `json:"max_while_iterations,omitempty"`
	// Timeout is the wall-clock time of one run, in seconds (tool calls
	// included).
	Timeout      float64 `json:"timeout,omitempty"`
	MaxMemory    int64   `json:"max_memory,omitempty"`
	MaxOutput    int64   `json:"max_output,omitempty"`
	MaxRecursion int     `json:"max_recursion,omitempty"`

	// SmolagentsLastValue: a run's value by smolagents' rule (x = 3 gives
	// 3); see pyinterp.Options.SmolagentsLastValue.
	SmolagentsLastValue bool `json:"smolagents_last_value,omitempty"`
	// ProtectedNames the code may not rebind, like tool names (smolagents
	// protects the builtins it offers: print, len, ...).
	ProtectedNames []string `json:"protected_names,omitempty"`
	// AllowedDunders extend the dunder attribute allowlist.
	AllowedDunders []string `json:"allowed_dunders,omitempty"`

	// Tools the client offers: calling one from Python calls the client.
	Tools []ToolSpec `json:"tools,omitempty"`

	// Files gives the session a file system (package vfs): an in-memory
	// scratch area, working directory /work (or Config.Files.WorkDir),
	// with these quotas (zero: the defaults), and the host directories of
	// Config.Files. The client puts files in and reads them back
	// (WriteFile, ReadFile, ListFiles, RemoveFile); their contents count
	// against MaxMemory. Nil: the session has no files.
	Files *FilesOptions `json:"files,omitempty"`

	// host is the host's part of the file system (Config.Files), which
	// clients cannot set: resolve copies it in.
	host HostFiles
}

// HostFiles is what the host, not the client, decides about the file
// systems of sessions that have files (Options.Files): host directories
// mounted in every one of them, and the working directory.
type HostFiles struct {
	// Mounts are host directories mounted in each session's file system.
	Mounts []Mount
	// WorkDir is the working directory, made in the scratch area
	// (default vfs.DefaultWorkDir).
	WorkDir string
}

// Mount is a host directory in sessions' file systems (vfs.FS.MountDir):
// nothing outside Host is reachable, symbolic links included.
type Mount struct {
	// Host is the host directory.
	Host string
	// Guest is the absolute path where the code sees it.
	Guest string
	// Writable mounts it read-write (read-only otherwise).
	Writable bool
}

// FilesOptions are the quotas of a session's file system (vfs.Options).
type FilesOptions struct {
	MaxWriteBytes int64 `json:"max_write_bytes,omitempty"`
	MaxFiles      int   `json:"max_files,omitempty"`
	MaxFileSize   int64 `json:"max_file_size,omitempty"`
	MaxOpenFiles  int   `json:"max_open_files,omitempty"`
}

// vfs returns the file system's options.
func (f *FilesOptions) vfs() vfs.Options {
	return vfs.Options{MaxWriteBytes: f.MaxWriteBytes, MaxFiles: f.MaxFiles, MaxFileSize: f.MaxFileSize, MaxOpenFiles: f.MaxOpenFiles}
}

// ToolSpec describes a tool the client offers.
type ToolSpec struct {
	// Name is the Python name of the tool; it cannot be rebound by the
	// code. A tool named final_answer replaces the default one: its
	// result becomes the run's final answer.
	Name string `json:"name"`
	// Params are the tool's parameter names, for the host's prompt and
	// the tool's __doc__; arguments are passed to the client as written
	// (positional and keyword), and the client binds them.
	Params []string `json:"params,omitempty"`
	// Doc is the tool's description (its __doc__ in Python).
	Doc string `json:"doc,omitempty"`
}

// Limits are the defaults and the bounds the server applies to sessions'
// limits. Zero fields take pyinterp's defaults.
type Limits struct {
	MaxOperations      int64
	MaxWhileIterations int64
	Timeout            time.Duration
	MaxMemory          int64
	MaxOutput          int64
	MaxRecursion       int
}

// maxTools bounds the tools of one session.
const maxTools = 1000

// resolve checks a session's options against the server's configuration
// and returns them with every limit filled in (the server's default for
// a zero), or says why they are refused. A negative limit is no limit:
// sessions may ask for it only when the host allows it
// (Config.AllowNoLimits); a negative default is the host's own choice.
func (cfg *Config) resolve(in *Options) (*Options, error) {
	o := *in
	o.host = cfg.Files
	d := cfg.Defaults
	pick := func(name string, v *int64, def, fallback int64) error {
		switch {
		case *v < 0 && !cfg.AllowNoLimits:
			return invalid("%s must be positive (no limit is not available from a server)", name)
		case *v < 0:
			*v = pyinterp.NoLimit
		case *v == 0 && def < 0:
			*v = pyinterp.NoLimit
		case *v == 0 && def > 0:
			*v = def
		case *v == 0:
			*v = fallback
		}
		return nil
	}
	if err := pick("max_operations", &o.MaxOperations, d.MaxOperations, pyinterp.DefaultMaxOperations); err != nil {
		return nil, err
	}
	if err := pick("max_while_iterations", &o.MaxWhileIterations, d.MaxWhileIterations, pyinterp.DefaultMaxWhileIterations); err != nil {
		return nil, err
	}
	if err := pick("max_memory", &o.MaxMemory, d.MaxMemory, pyinterp.DefaultMaxMemory); err != nil {
		return nil, err
	}
	if err := pick("max_output", &o.MaxOutput, d.MaxOutput, pyinterp.DefaultMaxOutput); err != nil {
		return nil, err
	}
	rec := int64(o.MaxRecursion)
	if err := pick("max_recursion", &rec, int64(d.MaxRecursion), pyinterp.DefaultMaxRecursionDepth); err != nil {
		return nil, err
	}
	if rec > pyinterp.MaxRecursionLimit {
		return nil, invalid("max_recursion must be at most %d", pyinterp.MaxRecursionLimit)
	}
	o.MaxRecursion = int(rec)
	switch {
	case math.IsNaN(o.Timeout) || math.IsInf(o.Timeout, 0) || o.Timeout < 0 && !cfg.AllowNoLimits:
		return nil, invalid("timeout must be a positive number of seconds")
	case o.Timeout < 0:
		o.Timeout = pyinterp.NoLimit
	case o.Timeout == 0 && d.Timeout < 0:
		o.Timeout = pyinterp.NoLimit
	case o.Timeout == 0 && d.Timeout > 0:
		o.Timeout = d.Timeout.Seconds()
	case o.Timeout == 0:
		o.Timeout = pyinterp.DefaultTimeout.Seconds()
	}
	if o.Timeout > cfg.maxTimeout().Seconds() {
		return nil, invalid("timeout must be at most %g seconds", cfg.maxTimeout().Seconds())
	}
	if o.MaxMemory > cfg.memoryBudget() {
		return nil, &Error{Code: MemoryBudget, Message: fmt.Sprintf("max_memory %d is larger than the server's whole memory budget (%d bytes)", o.MaxMemory, cfg.memoryBudget())}
	}
	for _, p := range o.AuthorizedImports {
		if p == "*" && !cfg.AllowAnyImport {
			return nil, invalid(`authorized_imports: "*" is not allowed by this server`)
		}
		if !validImportPattern(p) {
			return nil, invalid("authorized_imports: bad module pattern %q (want a.b, a.* or *)", p)
		}
	}
	if err := checkTools(o.Tools, nil); err != nil {
		return nil, err
	}
	for _, name := range o.ProtectedNames {
		if !isIdentifier(name) {
			return nil, invalid("protected_names: %q is not a Python identifier", name)
		}
	}
	if err := policy.CheckAllowedDunders(o.AllowedDunders); err != nil {
		return nil, invalid("allowed_dunders: %s", strings.TrimPrefix(err.Error(), "policy: "))
	}
	if f := o.Files; f != nil && !cfg.AllowNoLimits && (f.MaxWriteBytes < 0 || f.MaxFiles < 0 || f.MaxFileSize < 0 || f.MaxOpenFiles < 0) {
		return nil, invalid("files: quotas must be positive (no quota is not available from a server)")
	}
	return &o, nil
}

// reservation is the memory a session reserves from the budget: its
// max_memory, nothing for a session without a memory limit (which only
// the host can allow).
func (o *Options) reservation() int64 { return max(o.MaxMemory, 0) }

// vfs returns the options of a session's file system.
func (o *Options) vfs() vfs.Options {
	v := o.Files.vfs()
	v.WorkDir = o.host.WorkDir
	return v
}

// checkTools validates tools added to a session that has the tools have.
func checkTools(tools []ToolSpec, have []ToolSpec) error {
	if len(tools)+len(have) > maxTools {
		return invalid("at most %d tools", maxTools)
	}
	seen := map[string]bool{}
	for _, t := range tools {
		if err := t.validate(); err != nil {
			return err
		}
		if seen[t.Name] {
			return invalid("tool %s offered twice", t.Name)
		}
		seen[t.Name] = true
	}
	return nil
}

// executor returns the embedding API's options for resolved options.
func (o *Options) executor() pyinterp.Options {
	return pyinterp.Options{
		MaxOperations:       o.MaxOperations,
		MaxWhileIterations:  o.MaxWhileIterations,
		Timeout:             time.Duration(o.Timeout * float64(time.Second)),
		MaxMemory:           o.MaxMemory,
		MaxOutput:           o.MaxOutput,
		MaxRecursionDepth:   o.MaxRecursion,
		AuthorizedImports:   o.AuthorizedImports,
		SmolagentsLastValue: o.SmolagentsLastValue,
		ProtectedNames:      o.ProtectedNames,
		AllowedDunders:      o.AllowedDunders,
		OrderedDicts:        true,
	}
}

func (t *ToolSpec) validate() error {
	if !isIdentifier(t.Name) {
		return invalid("tool name %q is not a Python identifier", t.Name)
	}
	for _, p := range t.Params {
		name := strings.TrimLeft(p, "*")
		if !isIdentifier(name) || len(p)-len(name) > 2 {
			return invalid("tool %s: parameter %q is not a Python parameter name", t.Name, p)
		}
	}
	return nil
}

// isIdentifier accepts ASCII identifiers (tool names cross the wire to
// clients in any language).
func isIdentifier(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// validImportPattern accepts a dotted module name, optionally ending in
// ".*", or "*".
func validImportPattern(p string) bool {
	if p == "*" {
		return true
	}
	p = strings.TrimSuffix(p, ".*")
	for _, part := range strings.Split(p, ".") {
		if !isIdentifier(part) {
			return false
		}
	}
	return true
}
