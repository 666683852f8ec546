package eval

import (
	"strconv"
	"strings"
)

// "RuntimeWarning: coroutine 'f' was never awaited".
//
// CPython warns when a coroutine that never started is destroyed, which
// reference counting makes immediate. This interpreter has no reference
// counts, so it warns at the points it can detect:
//
//   - an expression statement whose value is a coroutine that has not
//     started (`tool(x)` without await): at once, with CPython's text,
//     location and timing (Frame.warnUnawaited);
//   - at the end of asyncio.run, for the coroutines made while it ran that
//     never started nor were closed (CPython reports most of them when the
//     main coroutine's frame is freed, at the same moment);
//   - at the end of a run, for the rest (CPython: when the last reference
//     goes, at the latest at interpreter shutdown, as "sys:1").
//
// Each coroutine has a small record (pendingCoro) in its interpreter's
// list until it starts, is closed or is reported; the records hold no
// reference to the coroutine, so the list keeps no program memory alive.

// pendingCoro is the record of a coroutine that has not started.
type pendingCoro struct {
	qualname string
	seq      uint64
	done     bool // started, closed or reported
}

// unawaitedState is an interpreter's records and warning registry.
type unawaitedState struct {
	list []*pendingCoro
	kept int    // len(list) after the last compaction
	seq  uint64 // records made so far
	// registry is warnings' "default" action: a warning text is shown
	// once per location (CPython's __warningregistry__).
	registry map[string]bool
}

// maxWarnRegistry bounds the registry; past it warnings are still shown.
const maxWarnRegistry = 4096

// trackCoroutine records a coroutine that was just made.
func (in *Interp) trackCoroutine(g *Generator) {
	u := &in.unawaited
	if n := len(u.list); n >= 64 && n >= 2*u.kept {
		kept := u.list[:0]
		for _, p := range u.list {
			if !p.done {
				kept = append(kept, p)
			}
		}
		clear(u.list[len(kept):])
		u.list = kept
		u.kept = len(kept)
	}
	u.seq++
	_, qualname := g.names()
	p := &pendingCoro{qualname: qualname, seq: u.seq}
	u.list = append(u.list, p)
	g.pending = p
}

// settle marks a coroutine started or closed: it can no longer be
// "never awaited".
func (g *Generator) settle() {
	if g.pending != nil {
		g.pending.done = true
		g.pending = nil
	}
}

// UnawaitedMark returns a mark for ReportUnawaited: the coroutines made
// after it.
func (t *Thread) UnawaitedMark() uint64 { return t.Interp.unawaited.seq }

// ReportUnawaited warns about every coroutine made after mark that never
// started nor was closed, as CPython does for a coroutine freed without a
// Python frame running ("sys:1: RuntimeWarning: coroutine 'f' was never
// awaited"), and forgets them.
func (t *Thread) ReportUnawaited(mark uint64) error {
	u := &t.Interp.unawaited
	for _, p := range u.list {
		if p.done || p.seq <= mark {
			continue
		}
		p.done = true
		if w := t.Interp.Warn; w != nil {
			if err := t.unraisableWarning(w(t, RuntimeWarningType, unawaitedText(p.qualname), nil, true), "<coroutine object "+p.qualname+">"); err != nil {
				return err
			}
			continue
		}
		if err := t.warn("sys", 1, "", "RuntimeWarning", unawaitedText(p.qualname), false); err != nil {
			return err
		}
	}
	return nil
}

func unawaitedText(qualname string) string {
	return "coroutine '" + qualname + "' was never awaited"
}

// warnUnawaited is the warning for the coroutine g, the value of the
// expression statement node that fr just ran, which drops it.
func (fr *Frame) warnUnawaited(g *Generator, line int) error {
	p := g.pending
	p.done = true
	g.pending = nil
	if w := fr.t.Interp.Warn; w != nil {
		where, err := Repr(fr.t, g)
		if err != nil {
			return err
		}
		return fr.t.unraisableWarning(w(fr.t, RuntimeWarningType, unawaitedText(p.qualname), g, false), where)
	}
	return fr.t.warn(fr.code.Filename, line, fr.code.Source.Line(line), "RuntimeWarning", unawaitedText(p.qualname), true)
}

// unraisableWarning handles err, what issuing a warning from a
// coroutine's destructor returned: CPython cannot raise there, so an
// exception (the warning an "error" filter raised) is written to stderr
// as "Exception ignored in: <coroutine ...>" and the program goes on; a
// limit still ends the run.
func (t *Thread) unraisableWarning(err error, where string) error {
	exc, ok := err.(*Exception)
	if !ok {
		return err
	}
	return t.WriteErr("Exception ignored in: " + where + "\n" + FormatException(t, exc, true))
}

// warn shows a warning on the run's stderr as CPython's warnings module
// does under its default filters: "file:line: Category: text", the
// source line, and for a warning about an object (the coroutine) the
// tracemalloc hint; each text once per location.
func (t *Thread) warn(filename string, line int, source, category, text string, object bool) error {
	u := &t.Interp.unawaited
	key := filename + "\x00" + strconv.Itoa(line) + "\x00" + category + "\x00" + text
	if u.registry[key] {
		return nil
	}
	if u.registry == nil {
		u.registry = map[string]bool{}
	}
	if len(u.registry) < maxWarnRegistry {
		u.registry[key] = true
	}
	var b strings.Builder //allocpath:ok a warning line: names and a source line of the program, each bounded by the program's text
	b.WriteString(filename)
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(line))
	b.WriteString(": ")
	b.WriteString(category)
	b.WriteString(": ")
	b.WriteString(text)
	b.WriteByte('\n')
	if s := strings.TrimRight(source, " \t\f\r\n"); s != "" {
		b.WriteString("  ")
		b.WriteString(s)
		b.WriteByte('\n')
	}
	if object {
		b.WriteString(category)
		b.WriteString(": Enable tracemalloc to get the object allocation traceback\n")
	}
	return t.WriteErr(b.String())
}

// ClaimCoroutine tells that v, if a coroutine, is now held by something
// that will run or close it (an asyncio Task): it is no longer reported
// as never awaited, even before it starts.
func ClaimCoroutine(v Value) {
	if g, ok := v.(*Generator); ok {
		g.settle()
	}
}
