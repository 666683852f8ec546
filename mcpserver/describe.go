package mcpserver

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/session"
	"github.com/pyinterp/pyinterp/vfs"
)

// descriptions are the texts the model reads: the server's instructions
// and the tools' descriptions, written from the sessions' actual options.
type descriptions struct {
	instructions, run, reset string
}

// unavailable are the modules pyinterp does not implement, on purpose
// (README, "Standard library and the default import policy").
const unavailable = "sys, subprocess, socket, importlib, ctypes, pickle, marshal, threading, multiprocessing"

// describe writes the descriptions for sessions with the resolved options
// o on a manager configured by cfg.
func describe(o *session.Options, cfg session.Config) descriptions {
	var b strings.Builder
	b.WriteString("Runs Python code in a sandboxed Python 3 interpreter (pyinterp: Python 3.11's language, " +
		"standard library subset and error messages, written in Go; no CPython) and returns what the code printed, " +
		"then the repr of ")
	if o.SmolagentsLastValue {
		b.WriteString("the value of its last statement (an assignment x = 3 gives 3)")
	} else {
		b.WriteString("the value of its last expression, as the Python REPL shows it (nothing for None)")
	}
	b.WriteString(". On an uncaught exception the result is an error holding what was printed and the traceback " +
		"as CPython prints it: read it, fix the code and run it again.\n\n")
	b.WriteString("State persists: variables, functions, classes and imports stay defined from one call to the next " +
		"(also after an error), until reset_python. Build on earlier results rather than recomputing them.\n\n")
	b.WriteString("The sandbox:\n")
	fmt.Fprintf(&b, "- Imports: %s. Not available at all: %s. await works at top level (the statements run on an asyncio event loop kept between calls) and inside asyncio.run(...).\n", importsText(o), unavailable)
	b.WriteString("- No network access, no subprocesses, no environment variables.\n")
	b.WriteString("- " + filesText(o, cfg.Files) + "\n")
	b.WriteString("- Limits of each call: " + limitsText(o) + ". A call that exceeds one stops with an error " +
		"that try/except cannot catch; what the code defined before stays.\n")

	reset := "Resets the Python session of run_python: every variable, function, class and import is forgotten, " +
		"and the next run_python starts from a fresh namespace. "
	if o.Files != nil {
		reset += "Files are kept. "
	}
	reset += "Use it to start over when the session's state is in the way; it is not needed otherwise."

	instructions := "pyinterp runs Python code in a sandbox with no network access. Use run_python to compute, " +
		"parse and transform data, and check reasoning with code; the session keeps its variables, functions and " +
		"imports between calls, and reset_python starts it afresh."
	return descriptions{instructions: instructions, run: b.String(), reset: reset}
}

// importsText says which modules the code may import: those pyinterp
// implements that the policy authorizes, and the host's authorizations
// that name no module of pyinterp.
func importsText(o *session.Options) string {
	implemented := modules.Names()
	extra := slices.Clone(o.AuthorizedImports)
	if o.Files != nil {
		implemented = append(implemented, policy.FileImports()...)
		extra = append(extra, policy.FileImports()...)
	}
	p := policy.New(extra...)
	var can []string
	for _, name := range implemented {
		if p.Authorized(name) {
			can = append(can, name)
		}
	}
	slices.Sort(can)
	can = slices.Compact(can)
	text := "only these modules can be imported (others fail with an error): " + strings.Join(can, ", ")
	if slices.Contains(o.AuthorizedImports, "*") {
		text = "every module pyinterp implements can be imported: " + strings.Join(can, ", ")
	}
	var missing []string
	for _, pattern := range o.AuthorizedImports {
		base := strings.TrimSuffix(pattern, ".*")
		if pattern == "*" || slices.ContainsFunc(implemented, func(name string) bool { return name == base || strings.HasPrefix(name, base+".") }) {
			continue
		}
		missing = append(missing, base)
	}
	if len(missing) > 0 {
		text += " (the host also authorized " + strings.Join(missing, ", ") + ", which are not available here: importing them fails)"
	}
	return text
}

// filesText describes the file system the host gave, if any.
func filesText(o *session.Options, host session.HostFiles) string {
	if o.Files == nil {
		return "No files: open() and the os, pathlib and shutil modules are not available."
	}
	work := host.WorkDir
	if work == "" {
		work = vfs.DefaultWorkDir
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Files: open(), os, pathlib, shutil, tempfile and glob work on a private in-memory directory %s "+
		"(the working directory; temporary files in %s)", work, vfs.DefaultTempDir)
	if mounts := host.Mounts; len(mounts) > 0 {
		b.WriteString(" and the host's directories ")
		for i, m := range mounts {
			if i > 0 {
				b.WriteString(", ")
			}
			mode := "read-only"
			if m.Writable {
				mode = "read-write"
			}
			fmt.Fprintf(&b, "%s (%s)", m.Guest, mode)
		}
	}
	b.WriteString("; nothing else of the host's file system is reachable. Files persist between calls. Quotas: ")
	f := o.Files
	quota := func(v, def int64, what string, size bool) string {
		switch {
		case v < 0:
			return "no limit on " + what
		case v == 0:
			v = def
		}
		if size {
			return formatBytes(v) + " " + what
		}
		return strconv.FormatInt(v, 10) + " " + what
	}
	b.WriteString(strings.Join([]string{
		quota(f.MaxWriteBytes, vfs.DefaultMaxWriteBytes, "written in all", true),
		quota(f.MaxFileSize, vfs.DefaultMaxFileSize, "per file", true),
		quota(int64(f.MaxFiles), vfs.DefaultMaxFiles, "files and directories created", false),
		quota(int64(f.MaxOpenFiles), vfs.DefaultMaxOpenFiles, "files open at once", false),
	}, ", "))
	b.WriteString(".")
	return b.String()
}

// limitsText describes the limits of one run.
func limitsText(o *session.Options) string {
	var parts []string
	if o.Timeout > 0 {
		parts = append(parts, time.Duration(o.Timeout*float64(time.Second)).String()+" of wall-clock time")
	} else {
		parts = append(parts, "no time limit")
	}
	count := func(v int64, what string) {
		if v > 0 {
			parts = append(parts, group(v)+" "+what)
		} else {
			parts = append(parts, "no limit on "+what)
		}
	}
	count(o.MaxOperations, "operations")
	count(o.MaxWhileIterations, "iterations of any while loop")
	if o.MaxMemory > 0 {
		parts = append(parts, formatBytes(o.MaxMemory)+" of memory")
	} else {
		parts = append(parts, "no memory limit")
	}
	if o.MaxOutput > 0 {
		parts = append(parts, formatBytes(o.MaxOutput)+" of printed output")
	} else {
		parts = append(parts, "no limit on printed output")
	}
	parts = append(parts, strconv.Itoa(o.MaxRecursion)+" nested calls")
	return strings.Join(parts, ", ")
}

// group writes n with thousands separators: 10,000,000.
func group(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// formatBytes writes a size with the largest binary unit that divides it.
func formatBytes(n int64) string {
	for _, u := range []struct {
		name string
		size int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + " " + u.name
		}
	}
	return strconv.FormatInt(n, 10) + " bytes"
}
