package pyinterp

import (
	"hash/maphash"
	"sync"

	"github.com/pyinterp/pyinterp/ast"
	"github.com/pyinterp/pyinterp/resolve"
)

// Parsed programs shared by every executor of the process.
//
// Many executors often run the same code (a fleet of agents given the same
// snippet, a host's fixed setup code, a tool's wrapper): parsing it and
// resolving its names is then the same work each time, and its result, a
// Program with its syntax tree and name resolution, is immutable, as a
// Program made by Compile and run by any number of executors already is.
// So Run takes the Program of code some executor ran before from this
// cache. Compiling the tree to closures stays each executor's (they bind
// its namespace and carry its inline caches): nothing mutable is shared,
// and what a run is charged (operations, memory, time) does not depend on
// who parsed the code first, since parsing is charged to no run (the code
// size limit bounds it).
//
// Code seen once is remembered only by a 64-bit hash (most agent code is
// new at every step, and keeping its tree would cost memory for nothing);
// code seen a second time is kept, within bounds on the number of programs
// and their source bytes, least recently used evicted first. The cache is
// the host's memory, not any run's. Options.PrivatePrograms keeps an
// executor out of it (a run's timing could tell that another executor
// recently ran the same code).

// sharedSources is the process's cache of parsed programs.
var sharedSources = newProgramShare()

// Bounds of the process's program cache.
const (
	maxSharedPrograms = 128
	maxSharedBytes    = 512 << 10 // of all the cached code
	maxSharedSeen     = 4096      // hashes of code seen once
)

// programShare is a bounded cache of Programs by source key.
type programShare struct {
	seed maphash.Seed

	mu    sync.Mutex
	seen  map[uint64]struct{} // code parsed once (not kept)
	ring  []uint64            // seen's hashes, oldest first from next
	next  int                 // where ring's next hash goes
	progs map[sourceKey]*sharedEntry
	head  sharedEntry // sentinel of the recency list: head.next is the most recent
	bytes int         // source bytes of progs
}

// sharedEntry is a cached Program in the recency list.
type sharedEntry struct {
	key        sourceKey
	prog       *Program
	prev, next *sharedEntry
}

func newProgramShare() *programShare {
	s := &programShare{seed: maphash.MakeSeed(), seen: map[uint64]struct{}{}, progs: map[sourceKey]*sharedEntry{}}
	s.head.prev, s.head.next = &s.head, &s.head
	return s
}

// program returns the Program of key's code: a cached one, or one parsed
// now (and cached when the code was parsed before).
func (s *programShare) program(key sourceKey) (*Program, *Error) {
	if len(key.code) > maxSourceProgram {
		return compile(key.code, key.filename, key.interactive, !key.noTopAwait)
	}
	h := s.hash(key)
	s.mu.Lock()
	if e, ok := s.progs[key]; ok {
		s.unlink(e)
		s.pushFront(e)
		s.mu.Unlock()
		return e.prog, nil
	}
	s.mu.Unlock()
	p, perr := compile(key.code, key.filename, key.interactive, !key.noTopAwait)
	if perr != nil {
		return p, perr
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.progs[key]; ok { // parsed meanwhile by another executor
		return e.prog, nil
	}
	if _, ok := s.seen[h]; !ok {
		if len(s.ring) < maxSharedSeen {
			s.ring = append(s.ring, h)
		} else {
			delete(s.seen, s.ring[s.next])
			s.ring[s.next] = h
			s.next = (s.next + 1) % maxSharedSeen
		}
		s.seen[h] = struct{}{}
		return p, nil
	}
	for len(s.progs) > 0 && (len(s.progs) >= maxSharedPrograms || s.bytes+len(key.code) > maxSharedBytes) {
		old := s.head.prev
		s.unlink(old)
		delete(s.progs, old.key)
		s.bytes -= len(old.key.code)
	}
	e := &sharedEntry{key: key, prog: p}
	s.progs[key] = e
	s.pushFront(e)
	s.bytes += len(key.code)
	return p, nil
}

func (s *programShare) unlink(e *sharedEntry) {
	e.prev.next, e.next.prev = e.next, e.prev
}

func (s *programShare) pushFront(e *sharedEntry) {
	e.prev, e.next = &s.head, s.head.next
	s.head.next.prev = e
	s.head.next = e
}

func (s *programShare) hash(k sourceKey) uint64 { return k.hash(s.seed) }

// stmtUnit is one top-level statement of a Program as a module of its
// own (an executor compiles and runs each on its own), with its names
// resolved: made once per Program, read by every executor compiling it.
type stmtUnit struct {
	mod  *ast.Module
	info *resolve.Info
	err  error // resolve's SyntaxError
}

// stmtUnits are a Program's statements as units, made at first use.
type stmtUnits struct {
	once  sync.Once
	units []stmtUnit
	// last is the last statement rewritten for Options.SmolagentsLastValue
	// (lastvalue.go), made at first use.
	lastOnce sync.Once
	last     stmtUnit
}

// unit returns statement i of p as a resolved module; smolLast asks for
// the last statement as SmolagentsLastValue rewrites it.
func (p *Program) unit(i int, smolLast bool) *stmtUnit {
	if smolLast {
		p.units.lastOnce.Do(func() {
			p.units.last = resolveUnit(smolagentsLast(p.mod.Body[i]), p.filename)
		})
		return &p.units.last
	}
	p.units.once.Do(func() {
		units := make([]stmtUnit, len(p.mod.Body)) //allocpath:ok one per top-level statement, bounded by the code size limit
		for j, s := range p.mod.Body {
			units[j] = resolveUnit([]ast.Stmt{s}, p.filename)
		}
		p.units.units = units
	})
	return &p.units.units[i]
}

func resolveUnit(body []ast.Stmt, filename string) stmtUnit {
	mod := &ast.Module{Body: body}
	info, err := resolve.File(mod, filename)
	return stmtUnit{mod: mod, info: info, err: err}
}
